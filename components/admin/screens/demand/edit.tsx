// /admin/demand/[id]: a survey's form with its questions (id "new" opens an empty one).
import { AdminLayout } from '@/components/admin/AdminLayout';
import { DemandForm } from '@/components/admin/content/DemandForm';
import type { AdminProps } from '@/loaders/admin';
import { type AdminDemandEditProps } from '@/loaders/admin-content';

export default function AdminDemandEditPage({ staff, demand }: AdminProps & AdminDemandEditProps) {
  return (
    <AdminLayout staff={staff} title={demand ? `编辑调查：${demand.title}` : '新建需求调查'}>
      <DemandForm key={demand ? `${demand.id}-${demand.status}-${demand.answerCount}` : 'new'} demand={demand} />
    </AdminLayout>
  );
}
