// The audit trail's filters (docs/product.md §10), shared by the list and its CSV export: who, what kind,
// which action, and a range of China calendar days (both ends included).
import { and, count, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@/contract/staff';
import type { ApiAdminPage, ApiAuditRow } from '@/contract/wire/admin';
import type { Db } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { withinDays, zDayRange, zOptional } from '../list-inputs';
import { auditLog } from '../schema';
import { newestFirst } from '../newest-first';

export const zAuditFilters = {
  staffId: zOptional(zId),
  kind: zOptional(z.string().regex(/^[a-z][a-z-]{0,31}$/, '类型不正确')),
  action: zOptional(z.enum(AUDIT_ACTIONS, '操作不正确')),
  ...zDayRange,
};

export type AuditFilters = {
  staffId?: number;
  kind?: string;
  action?: string;
  from?: string;
  to?: string;
};

export function auditWhere(f: AuditFilters): SQL | undefined {
  return and(
    f.staffId ? eq(auditLog.staffId, f.staffId) : undefined,
    f.kind ? eq(auditLog.kind, f.kind) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    withinDays(auditLog.createdAt, f),
  );
}

/** A page of rows newest first (ties: the later row first), with the total. */
export async function auditPage(db: Db, f: AuditFilters, limit: number, offset: number): Promise<ApiAdminPage<ApiAuditRow>> {
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(auditWhere(f));
  return { total, list: await auditRows(db, f, limit, offset) };
}

async function auditRows(db: Db, f: AuditFilters, limit: number, offset: number): Promise<ApiAuditRow[]> {
  const query = db
    .select({
      id: auditLog.id, staffId: auditLog.staffId, staffName: users.name, action: auditLog.action, kind: auditLog.kind,
      itemId: auditLog.itemId, createdAt: auditLog.createdAt, before: auditLog.before, after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.staffId))
    .where(auditWhere(f))
    .$dynamic();
  const rows = await newestFirst(query, [auditLog.createdAt, auditLog.id], limit, offset);
  return rows.map((r) => ({
    id: r.id,
    staff: { id: r.staffId, name: r.staffName },
    action: r.action as ApiAuditRow['action'],
    kind: r.kind,
    itemId: r.itemId,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
