// /admin/apply (registrar): applications to host a training class (docs/product.md "Applications, competitions
// and certificates in the console"); the plan is shown as text, never as HTML.
import type { ApiAdminApplicationRow } from '@/contract/wire/admin-review';
import { ApplicationQueue, type QueueConfig } from '@/components/admin/review/ApplicationQueue';
import type { AdminProps } from '@/loaders/admin';

const config: QueueConfig<ApiAdminApplicationRow> = {
  title: '培训班申请',
  base: 'admin/apply',
  label: (r) => r.title,
  approveNote: '通过后申请人会收到站内消息，请随后与联系人确定开班安排。',
  columns: [
    { title: '培训班名称', dataIndex: 'title', ellipsis: true },
    { title: '申请单位', dataIndex: 'organisation', ellipsis: true, responsive: ['xl'] },
    { title: '日期', key: 'dates', width: 190, render: (_, r) => `${r.startDate} 至 ${r.endDate}` },
    { title: '人数', dataIndex: 'trainees', width: 70, align: 'right' },
  ],
  details: (r) => [
    ['培训班名称', r.title],
    ['申请单位', r.organisation],
    ['举办地区', r.region],
    ['日期', `${r.startDate} 至 ${r.endDate}`],
    ['计划人数', `${r.trainees} 人`],
    ['联系人', `${r.contactName} ${r.contactPhone}`],
    ['培训计划', <div key="plan" style={{ whiteSpace: 'pre-wrap' }}>{r.plan}</div>],
  ],
};

export default function AdminApplyScreen({ staff }: AdminProps) {
  return <ApplicationQueue staff={staff} config={config} />;
}
