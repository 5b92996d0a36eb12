// What the registrar's review queues share (applications, lecturer certifications, competition entries,
// certificates): the person a row belongs to, the search by their name or phone, the status filter of the
// two application tables, and the one-at-a-time rule of a decision on them.
import { eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { APPLICATION_FILTERS, type ApiAdminApplicant, type ApiApplicationFilter } from '@/contract/wire/admin-review';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { decidedOnce } from './decide';
import { containing, zOptional } from './list-inputs';

/** The person's columns every queue row carries. */
export const personColumns = { id: users.id, name: users.name, phone: users.phone, workUnit: users.workUnit };

export const toPerson = (p: ApiAdminApplicant): ApiAdminApplicant => ({ ...p, name: p.name || `学员${p.phone.slice(-4)}` });

/** `q`: part of the person's name or phone, or of the item's own title (passed as `also`). */
export const zPersonQuery = zOptional(zText(40, '关键词'));

export function personMatches(q: string | undefined, ...also: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(users.name, pattern), like(users.phone, pattern), ...also.map((c) => ilike(c, pattern)));
}

export const zApplicationFilter = zOptional(z.enum(APPLICATION_FILTERS, '状态不正确'));

/** Still waiting for the academy: submitted, or put under review. */
export const OPEN_STATUSES = ['submitted', 'reviewing'] as const;

export function applicationStatusWhere(column: AnyPgColumn, filter: ApiApplicationFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  return filter === 'pending' ? inArray(column, [...OPEN_STATUSES]) : eq(column, filter);
}

/**
 * Decides a row of an application table once: the UPDATE only touches a row still open, so of two decisions
 * (repeated, or by two staff at once) one gets the row and the other AlreadyDecided; a missing row is NotFound.
 */
export async function decideOpenRow<R>(
  before: unknown,
  missing: string,
  statusColumn: AnyPgColumn,
  update: (open: SQL) => Promise<R[]>,
): Promise<R> {
  if (!before) throw new ApiError(Code.NotFound, missing);
  const [row] = await update(inArray(statusColumn, [...OPEN_STATUSES]));
  return decidedOnce(row);
}
