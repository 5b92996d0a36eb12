// /admin/teacher (registrar): lecturer certifications; the attachment opens from the console's own address
// (staff only), a picture shown in the drawer. Approval makes a learner a lecturer (scope 1) at once.
import { Image } from 'antd';
import type { ApiAdminTeacherRow } from '@/contract/wire/admin-review';
import { ApplicationQueue, type QueueConfig } from '@/components/admin/review/ApplicationQueue';
import type { AdminProps } from '@/loaders/admin';

const config: QueueConfig<ApiAdminTeacherRow> = {
  title: '讲师认证',
  base: 'admin/teacher',
  label: (r) => `${r.applicant.name} 的讲师认证`,
  approveNote: '通过后该学员立即成为讲师，用户菜单出现“培训中心”，并收到站内消息。',
  columns: [
    { title: '职称', dataIndex: 'professionalTitle', width: 110 },
    { title: '从业年限', dataIndex: 'yearsOfPractice', width: 90, align: 'right', render: (n: number) => `${n} 年` },
    { title: '擅长领域', dataIndex: 'specialties', ellipsis: true, render: (s: string[]) => s.join('、') },
  ],
  details: (r) => [
    ['职称', r.professionalTitle],
    ['从业年限', `${r.yearsOfPractice} 年`],
    ['医院等级', r.hospitalLevel],
    ['擅长领域', r.specialties.join('、')],
    ['授课经历', <div key="exp" style={{ whiteSpace: 'pre-wrap' }}>{r.experience || '—'}</div>],
    [
      '资质证明',
      <div key="file">
        <a href={r.attachment.url} target="_blank" rel="noopener noreferrer">{r.attachment.name}</a>（{Math.ceil(r.attachment.size / 1024)} KB）
        {/* On its own line under the link (antd's Image is inline and would sit beside it). */}
        {r.attachment.kind !== 'pdf' && <div style={{ marginTop: 8 }}><Image src={r.attachment.url} alt={r.attachment.name} width={200} /></div>}
      </div>,
    ],
  ],
};

export default function AdminTeacherScreen({ staff }: AdminProps) {
  return <ApplicationQueue staff={staff} config={config} />;
}
