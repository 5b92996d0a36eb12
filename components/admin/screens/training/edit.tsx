// /admin/training/[id]: a training class's form (id "new" opens an empty one), with a link to its post-test.
import { Tag } from 'antd';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { TrainingForm } from '@/components/admin/training/TrainingForm';
import type { AdminProps } from '@/loaders/admin';
import { type AdminTrainingEditProps } from '@/loaders/admin-training';

export default function AdminTrainingEditPage({ staff, options, training }: AdminProps & AdminTrainingEditProps) {
  const extra = training ? (
    <>
      {training.status === 'published' ? <Tag color="success">已发布</Tag> : <Tag>草稿</Tag>}
      <Tag>报名 {training.signups} 人</Tag>
      <a href={`/admin/exam/training/${training.id}`}>结业考试</a>
      {training.status === 'published' && <a href={`/training/${training.id}`} target="_blank" rel="noreferrer">查看公开页面</a>}
    </>
  ) : undefined;
  return (
    <AdminLayout staff={staff} title={training ? `编辑培训班：${training.title}` : '新建培训班'} extra={extra}>
      <TrainingForm training={training} options={options} />
    </AdminLayout>
  );
}
