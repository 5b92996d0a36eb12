// admin/audit/list (admin): the audit trail, newest first, filtered by staff member, kind, action and days;
// admin/audit/csv (GET, admin): the same filtered rows as a CSV download; admin/audit/options: the filters'
// choices. Nothing in the console edits or deletes an audit row: no endpoint does.
import { eq } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, type ApiAuditOptions } from '@/contract/wire/admin';
import { formatDate } from '@/contract/time';
import { users } from '@/server/modules/passport/schema';
import { defineAdminRoute } from '../guard';
import { defineListAndCsv } from '../list-routes';
import { auditLog } from '../schema';
import { auditPage, zAuditFilters } from './query';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const { list: adminAuditList, csv: adminAuditCsv } = defineListAndCsv(['admin'], zAuditFilters, auditPage, {
  fileName: '操作日志.csv',
  max: 10_000,
  header: ['编号', '时间', '操作人', '操作人编号', '操作', '类型', '对象编号', '修改前', '修改后'],
  row: (r) => [
    r.id, formatDate(r.createdAt, 'YYYY-MM-DD HH:mm:ss'), r.staff.name, r.staff.id, AUDIT_ACTION_LABELS[r.action] ?? r.action,
    AUDIT_KIND_LABELS[r.kind] ?? r.kind, r.itemId, json(r.before), json(r.after),
  ],
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
