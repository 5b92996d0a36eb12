// /admin/live/[id]: a broadcast's form (id "new" opens an empty one), with its state and the action to move
// it on (start now, end now).
import { AdminLayout } from '@/components/admin/AdminLayout';
import { LiveForm } from '@/components/admin/course/LiveForm';
import type { AdminProps } from '@/loaders/admin';
import { type AdminLiveEditProps } from '@/loaders/admin-course';

export default function AdminLiveEditPage({ staff, options, live }: AdminProps & AdminLiveEditProps) {
  return (
    <AdminLayout staff={staff} title={live ? `编辑直播：${live.title}` : '新建直播'}>
      <LiveForm key={live ? `${live.id}-${live.state}-${live.startAt}-${live.endAt}` : 'new'} live={live} options={options} />
    </AdminLayout>
  );
}
