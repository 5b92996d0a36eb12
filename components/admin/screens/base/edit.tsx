// /admin/base/[id]: a training centre or base's form (id "new" opens an empty one).
import { Tag } from 'antd';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { BaseForm } from '@/components/admin/training/BaseForm';
import type { AdminProps } from '@/loaders/admin';
import { type AdminBaseEditProps } from '@/loaders/admin-training';

export default function AdminBaseEditPage({ staff, options, base }: AdminProps & AdminBaseEditProps) {
  return (
    <AdminLayout
      staff={staff}
      title={base ? `编辑基地：${base.name}` : '新建基地'}
      extra={base ? <><Tag>培训班 {base.trainingCount} 个</Tag><a href={`/base/${base.id}`} target="_blank" rel="noreferrer">查看公开页面</a></> : undefined}
    >
      <BaseForm base={base} options={options} />
    </AdminLayout>
  );
}
