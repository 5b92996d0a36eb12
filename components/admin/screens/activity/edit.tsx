// /admin/activity/[id]: a case competition's form (id "new" opens an empty one).
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ActivityForm } from '@/components/admin/content/ActivityForm';
import type { AdminProps } from '@/loaders/admin';
import { type AdminActivityEditProps } from '@/loaders/admin-content';

export default function AdminActivityEditPage({ staff, activity }: AdminProps & AdminActivityEditProps) {
  return (
    <AdminLayout staff={staff} title={activity ? `编辑大赛：${activity.title}` : '新建病例大赛'}>
      <ActivityForm key={activity ? `${activity.id}-${activity.status}` : 'new'} activity={activity} />
    </AdminLayout>
  );
}
