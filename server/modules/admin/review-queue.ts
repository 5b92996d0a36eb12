// What the registrar's review queues share (applications, lecturer certifications, competition entries,
// certificates): the person a row belongs to, the search by their name or phone, the status filter of the
// two application tables, and the one-at-a-time rule of a decision on them.
import { and, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { APPLICATION_FILTERS, type ApiAdminApplicant, type ApiApplicationFilter } from '@/contract/wire/admin-review';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { withTransaction, type Tx } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { asApplicationTable, OPEN_STATUSES, type ApplicationRowOf, type ApplicationTable } from '@/server/modules/user/applications';
import { writeAudit } from './audit';
import { decidedOnce, zDecisionInput, type Decision } from './decide';
import { defineAdminRoute } from './guard';
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

/**
 * Declares admin/<area>/decide/{id} (registrar) for an application table: one transaction holds the decision
 * (decideOpenRow), what follows it (`then`: the applicant's message, a lecturer's scope) and the audit row.
 * What `then` gives is answered with { id, status } and kept in the audit's after-row.
 */
export function defineApplicationDecide<T extends ApplicationTable, E extends object = object>(def: {
  table: T;
  what: string;
  /** The audit kind. */
  kind: string;
  then: (tx: Tx, row: ApplicationRowOf<T>, status: 'approved' | 'rejected', note: string | null, at: Date) => Promise<E | void>;
}) {
  return defineAdminRoute({
    roles: ['registrar'],
    input: zDecisionInput.safeExtend({ id: zId }),
    handler: async ({ id, decision, reason }, { db, staff }) =>
      withTransaction(db, async (tx) => {
        const { before, row, status, note, now } = await decideOpenRow(tx, def.table, def.what, { id, decision, reason });
        const more = (await def.then(tx, row, status, note, now)) ?? ({} as E);
        await writeAudit(tx, { staffId: staff.id, action: decision, kind: def.kind, itemId: id, before, after: { ...row, ...more } });
        return { id, status, ...more };
      }),
  });
}
