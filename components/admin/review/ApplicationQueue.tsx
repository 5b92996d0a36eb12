// The two application queues of the registrar (/admin/apply, /admin/teacher): filters in the address (status,
// days, name or phone), a row's details in a drawer, approve (an optional note) or reject (a reason the learner
// reads) in a dialog, and the filtered rows as CSV. Each queue gives its columns and what its drawer shows.
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '@/contract/time';
import { APPLICATION_FILTERS, APPLICATION_STATUS_LABELS, type ApiAdminApplicant } from '@/contract/wire/admin-review';
import type { ApiApplicationStatus } from '@/contract/wire/user-apply';
import { ListScreen } from '@/components/admin/ListScreen';
import { CsvButton, DetailDrawer, actionsColumn, csvHref, labelOptions, statusSelect } from '@/components/admin/QueueFilters';
import { useRowDecisions, type Prompt } from '@/components/admin/signup/PromptModal';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminStaff } from '@/loaders/admin';

type Row = { id: number; status: ApiApplicationStatus; reason: string | null; createdAt: number; decidedAt: number | null; applicant: ApiAdminApplicant };
type Filters = { status?: string; q?: string; from?: string; to?: string };

export const STATUS_COLORS: Record<ApiApplicationStatus, string> = {
  submitted: 'gold', reviewing: 'processing', approved: 'green', rejected: 'red', withdrawn: 'default',
};
const FILTER_LABELS: Record<string, string> = { pending: '待处理', ...APPLICATION_STATUS_LABELS };
const time = (s: number | null) => (s ? formatDate(s, 'YYYY-MM-DD HH:mm') : '—');

export type QueueConfig<T extends Row> = {
  title: string;
  /** admin/apply or admin/teacher: list, csv and decide/{id} live under it. */
  base: string;
  columns: TableColumnsType<T>;
  /** The drawer's lines for one row (label, value). */
  details: (row: T) => [string, ReactNode][];
  /** What the dialog says about approving (what changes for the applicant). */
  approveNote: string;
  label: (row: T) => string;
};

export function ApplicationQueue<T extends Row>({ staff, config }: { staff: AdminStaff; config: QueueConfig<T> }) {
  const list = useAdminList<T, Filters>(`${config.base}/list`, { filterKeys: ['status', 'q', 'from', 'to'] });
  const f = list.filters;
  const { shown, setShown, ask, dialog } = useRowDecisions<T>(list.reload);
  const open = (r: T) => r.status === 'submitted' || r.status === 'reviewing';

  const decide = (r: T, decision: 'approve' | 'reject'): Prompt => ({
    title: `${decision === 'approve' ? '通过' : '驳回'}：${config.label(r)}`,
    intro: <p>{decision === 'approve' ? config.approveNote : '驳回后申请人会收到站内消息，可以看到原因。'}</p>,
    okText: decision === 'approve' ? '通过' : '驳回',
    danger: decision === 'reject',
    path: `${config.base}/decide/${r.id}`,
    body: { decision },
    fields: [{ name: 'reason', label: decision === 'approve' ? '审核意见（可选，申请人会看到）' : '驳回原因（申请人会看到）', max: 200, textarea: true, required: decision === 'reject' }],
    done: () => (decision === 'approve' ? '已通过' : '已驳回'),
  });
  const actions = (r: T) =>
    open(r) ? (
      <Space size={4}>
        <Button size="small" type="primary" onClick={() => ask(decide(r, 'approve'))}>通过</Button>
        <Button size="small" danger onClick={() => ask(decide(r, 'reject'))}>驳回</Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<T> = [
    { title: '提交时间', dataIndex: 'createdAt', width: 140, render: (s: number) => time(s) },
    ...config.columns,
    { title: '申请人', key: 'applicant', width: 150, render: (_, r) => `${r.applicant.name} ${r.applicant.phone}` },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiApplicationStatus) => <Tag color={STATUS_COLORS[s]}>{APPLICATION_STATUS_LABELS[s]}</Tag> },
    actionsColumn(170, setShown, actions),
  ];

  return (
    <ListScreen
      staff={staff} title={config.title} extra={<CsvButton href={csvHref(config.base, f)} />} list={list} columns={columns} width={960}
      selects={[statusSelect(labelOptions(FILTER_LABELS, APPLICATION_FILTERS))]}
      dates="按提交日期筛选"
      search={{ placeholder: '姓名、手机号或名称', label: '按姓名或手机号搜索', width: 220 }}
      empty={f.status === 'pending' ? '没有待处理的申请' : '没有符合条件的申请'}
    >
      <DetailDrawer
        row={shown} title={config.label} size={520} onClose={() => setShown(null)} extra={actions}
        lines={(r) => [
          ['状态', <Tag key="status" color={STATUS_COLORS[r.status]}>{APPLICATION_STATUS_LABELS[r.status]}</Tag>],
          r.reason && ['审核意见', r.reason],
          ...config.details(r),
          ['申请人', `${r.applicant.name}（${r.applicant.phone}）${r.applicant.workUnit}`],
          ['提交时间', time(r.createdAt)],
          ['处理时间', time(r.decidedAt)],
        ]}
      />
      {dialog}
    </ListScreen>
  );
}
