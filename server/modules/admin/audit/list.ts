// admin/audit/list (admin): the audit trail, newest first, filtered by staff member, kind, action and days;
// admin/audit/csv (GET, admin): the same filtered rows as a CSV download; admin/audit/options: the filters'
// choices. Nothing in the console edits or deletes an audit row: no endpoint does.
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, type ApiAdminPage, type ApiAuditOptions, type ApiAuditRow } from '@/contract/wire/admin';
import { formatDate } from '@/contract/time';
import { csvDownload } from '@/server/http/csv';
import { users } from '@/server/modules/passport/schema';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { auditLog } from '../schema';
import { auditRows, auditWhere, zAuditFilters } from './query';

export const ZAuditListInput = z.object({ ...zAuditFilters, ...zAdminPage });

export const adminAuditList = defineAdminRoute({
  roles: ['admin'],
  input: ZAuditListInput,
  handler: async ({ page, size, ...filters }, { db }): Promise<ApiAdminPage<ApiAuditRow>> => {
    const [{ total }] = await db.select({ total: count() }).from(auditLog).where(auditWhere(filters));
    return { total, list: await auditRows(db, filters, size, (page - 1) * size) };
  },
});

/** The most rows one export holds; narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const adminAuditCsv = defineAdminRoute({
  roles: ['admin'],
  methods: ['GET'],
  input: z.object(zAuditFilters),
  handler: async (filters, { db }) => {
    const rows = await auditRows(db, filters, AUDIT_CSV_MAX_ROWS, 0);
    return csvDownload(
      '操作日志.csv',
      ['编号', '时间', '操作人', '操作人编号', '操作', '类型', '对象编号', '修改前', '修改后'],
      rows.map((r) => [
        r.id, formatDate(r.createdAt, 'YYYY-MM-DD HH:mm:ss'), r.staff.name, r.staff.id, AUDIT_ACTION_LABELS[r.action] ?? r.action,
        AUDIT_KIND_LABELS[r.kind] ?? r.kind, r.itemId, json(r.before), json(r.after),
      ]),
    );
  },
});

export const adminAuditOptions = defineAdminRoute({
  roles: ['admin'],
  handler: async (_input, { db }): Promise<ApiAuditOptions> => {
    const staff = await db
      .selectDistinct({ id: users.id, name: users.name })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.staffId))
      .orderBy(users.name);
    const kinds = await db.selectDistinct({ kind: auditLog.kind }).from(auditLog).orderBy(auditLog.kind);
    return { staff, kinds: kinds.map((k) => ({ value: k.kind, name: AUDIT_KIND_LABELS[k.kind] ?? k.kind })) };
  },
});
