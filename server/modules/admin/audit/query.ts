// The audit trail's filters (docs/product.md §10), shared by the list and its CSV export: who, what kind,
// which action, and a range of China calendar days (both ends included).
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@/contract/staff';
import { addDays, isDay } from '@/contract/time';
import type { ApiAuditRow } from '@/contract/wire/admin';
import type { Db } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { zOptional } from '../list-inputs';
import { auditLog } from '../schema';

const zDay = (label: string) => z.string().refine(isDay, `${label}应为 YYYY-MM-DD 格式的日期`);

export const zAuditFilters = {
  staffId: zOptional(zId),
  kind: zOptional(z.string().regex(/^[a-z][a-z-]{0,31}$/, '类型不正确')),
  action: zOptional(z.enum(AUDIT_ACTIONS, '操作不正确')),
  from: zOptional(zDay('开始日期')),
  to: zOptional(zDay('结束日期')),
};

export type AuditFilters = {
  staffId?: number;
  kind?: string;
  action?: string;
  from?: string;
  to?: string;
};

/** A China calendar day's first instant. */
function chinaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

export function auditWhere(f: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.staffId) where.push(eq(auditLog.staffId, f.staffId));
  if (f.kind) where.push(eq(auditLog.kind, f.kind));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.from) where.push(gte(auditLog.createdAt, chinaMidnight(f.from)));
  if (f.to) where.push(lt(auditLog.createdAt, chinaMidnight(addDays(f.to, 1))));
  return and(...where);
}

/** Rows newest first (ties: the later row first). */
export async function auditRows(db: Db, f: AuditFilters, limit: number, offset: number): Promise<ApiAuditRow[]> {
  const rows = await db
    .select({
      id: auditLog.id, staffId: auditLog.staffId, staffName: users.name, action: auditLog.action, kind: auditLog.kind,
      itemId: auditLog.itemId, createdAt: auditLog.createdAt, before: auditLog.before, after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.staffId))
    .where(auditWhere(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
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
