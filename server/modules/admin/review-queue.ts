// What the registrar's review queues share (applications, lecturer certifications, competition entries,
// certificates): the person a row belongs to, the search by their name or phone, the status filter of the
// two application tables, and the one-at-a-time rule of a decision on them.
import { and, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { APPLICATION_FILTERS, type ApiAdminApplicant, type ApiApplicationFilter } from '@/contract/wire/admin-review';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';
import type { Tx } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { asApplicationTable, OPEN_STATUSES, type ApplicationRowOf, type ApplicationTable } from '@/server/modules/user/applications';
import { decidedOnce, type Decision } from './decide';
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

export function applicationStatusWhere(column: AnyPgColumn, filter: ApiApplicationFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  return filter === 'pending' ? inArray(column, [...OPEN_STATUSES]) : eq(column, filter);
}

/**
 * Decides (approve or reject) a row of an application table once: the UPDATE only touches a row still open, so
 * of two decisions (repeated, or by two staff at once) one gets the row and the other AlreadyDecided; a missing
 * row is NotFound (`what` names it: 申请, 认证申请). Gives the row before and after, for the audit trail.
 */
export async function decideOpenRow<T extends ApplicationTable>(
  tx: Tx,
  table: T,
  what: string,
  { id, decision, reason }: { id: number; decision: Decision; reason?: string },
) {
  const now = new Date();
  const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  const note = reason || null;
  const t = asApplicationTable(table);
  const [before] = (await tx.select().from(t).where(eq(t.id, id))) as ApplicationRowOf<T>[];
  if (!before) throw new ApiError(Code.NotFound, `${what}不存在`);
  const [row] = await tx
    .update(t)
    .set({ status, reason: note, updatedAt: now, decidedAt: now })
    .where(and(eq(t.id, id), inArray(t.status, [...OPEN_STATUSES])))
    .returning();
  return { before, row: decidedOnce(row as ApplicationRowOf<T> | undefined), status, note, now };
}
