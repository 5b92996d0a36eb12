// /admin/audit (admin): the audit trail (docs/product.md §10): who changed what and when, filtered by person,
// kind, action and days, each row opening onto its values before and after; the filtered rows as CSV. Read
// only: nothing here (nor any endpoint) edits or deletes a row.
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate } from '@/contract/time';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, type ApiAuditOptions, type ApiAuditRow } from '@/contract/wire/admin';
import { AUDIT_ACTIONS, type AuditAction } from '@/contract/staff';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AuditDiff } from '@/components/admin/AuditDiff';
import { CsvButton, QueueFilters, csvHref, labelOptions } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Props = AdminProps & { options: ApiAuditOptions };
type Filters = { staffId?: string; kind?: string; action?: string; from?: string; to?: string };

const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
  create: 'green', delete: 'red', publish: 'blue', unpublish: 'orange', grant: 'purple', revoke: 'magenta',
};

const columns: TableColumnsType<ApiAuditRow> = [
  { title: '时间', dataIndex: 'createdAt', width: 170, render: (s: number) => formatDate(s, 'YYYY-MM-DD HH:mm:ss') },
  { title: '操作人', dataIndex: ['staff', 'name'], width: 110 },
  {
    title: '操作',
    dataIndex: 'action',
    width: 100,
    render: (a: AuditAction) => <Tag color={ACTION_COLORS[a]}>{AUDIT_ACTION_LABELS[a] ?? a}</Tag>,
  },
  { title: '类型', dataIndex: 'kind', width: 120, render: (k: string) => AUDIT_KIND_LABELS[k] ?? k },
  { title: '对象编号', dataIndex: 'itemId', width: 100 },
  {
    title: '摘要',
    key: 'summary',
    ellipsis: true,
    responsive: ['lg'],
    render: (_: unknown, r) => {
      const v = (r.after ?? r.before) as Record<string, unknown> | null;
      const name = v && (v.title ?? v.name ?? v.orderNo);
      return typeof name === 'string' ? name : '';
    },
  },
];

export default function AdminAuditPage({ staff, options }: Props) {
  const list = useAdminList<ApiAuditRow, Filters>('admin/audit/list', { filterKeys: ['staffId', 'kind', 'action', 'from', 'to'] });

  return (
    <AdminLayout staff={staff} title="操作日志" extra={<CsvButton href={csvHref('admin/audit', list.filters)} />}>
      <QueueFilters
        list={list}
        selects={[
          { name: 'staffId', placeholder: '全部人员', label: '按操作人筛选', width: 140, options: options.staff.map((s) => ({ value: String(s.id), label: s.name || `#${s.id}` })) },
          { name: 'kind', placeholder: '全部类型', label: '按类型筛选', width: 140, options: options.kinds.map((k) => ({ value: k.value, label: k.name })) },
          { name: 'action', placeholder: '全部操作', label: '按操作筛选', width: 130, options: labelOptions(AUDIT_ACTION_LABELS, AUDIT_ACTIONS) },
        ]}
        dates="按日期筛选"
      />
      <Table<ApiAuditRow>
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        scroll={{ x: 700 }}
        expandable={{ expandedRowRender: (r) => <AuditDiff before={r.before} after={r.after} />, expandRowByClick: true }}
      />
    </AdminLayout>
  );
}
