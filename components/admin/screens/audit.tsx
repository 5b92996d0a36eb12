// /admin/audit (admin): the audit trail (docs/product.md §10): who changed what and when, filtered by person,
// kind, action and days, each row opening onto its values before and after; the filtered rows as CSV. Read
// only: nothing here (nor any endpoint) edits or deletes a row.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import qs from 'qs';
import { formatDate } from '@/contract/time';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, type ApiAuditOptions, type ApiAuditRow } from '@/contract/wire/admin';
import { AUDIT_ACTIONS, type AuditAction } from '@/contract/staff';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AuditDiff } from '@/components/admin/AuditDiff';
import { useAdminList } from '@/components/admin/useAdminList';
import { API_PREFIX } from '@/lib/http';
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
  const f = list.filters;
  const set = (patch: Partial<Filters>) => list.setFilters({ ...f, ...patch });
  const csvHref = `${API_PREFIX}admin/audit/csv${qs.stringify(f, { addQueryPrefix: true })}`;

  return (
    <AdminLayout
      staff={staff}
      title="操作日志"
      extra={
        <Button icon={<DownloadOutlined />} href={csvHref} download>
          导出 CSV
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部人员"
          style={{ width: 140 }}
          value={f.staffId}
          options={options.staff.map((s) => ({ value: String(s.id), label: s.name || `#${s.id}` }))}
          onChange={(staffId?: string) => set({ staffId })}
          aria-label="按操作人筛选"
        />
        <Select
          allowClear
          placeholder="全部类型"
          style={{ width: 140 }}
          value={f.kind}
          options={options.kinds.map((k) => ({ value: k.value, label: k.name }))}
          onChange={(kind?: string) => set({ kind })}
          aria-label="按类型筛选"
        />
        <Select
          allowClear
          placeholder="全部操作"
          style={{ width: 130 }}
          value={f.action}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          onChange={(action?: string) => set({ action })}
          aria-label="按操作筛选"
        />
        <DatePicker.RangePicker
          value={f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null}
          onChange={(range) => set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
          aria-label="按日期筛选"
        />
      </Space>
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
