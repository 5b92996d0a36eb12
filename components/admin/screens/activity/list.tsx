// /admin/activity: every case competition, published or not, newest first, with its stage by its dates and its
// entries; deletes refused with their reason once anyone entered.
import type { ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { StagedListScreen } from '@/components/admin/content/list-parts';
import { ACTIVITY_STAGES } from '@/components/admin/content/stages';
import type { AdminProps } from '@/loaders/admin';

export default function AdminActivityListPage({ staff }: AdminProps) {
  return (
    <StagedListScreen<ApiAdminActivityRow['stage'], ApiAdminActivityRow>
      staff={staff} kind="activity" title="病例大赛" newText="新建大赛" noun="大赛"
      stages={ACTIVITY_STAGES} datesTitle="征集时间" endOf={(r) => r.deadline}
      counts={[{ title: '作品', dataIndex: 'entryCount', width: 70, align: 'right' }]}
      deleteNote="已有参赛作品的大赛不能删除，可改为下线。" actionsWidth={130} width={560}
    />
  );
}
