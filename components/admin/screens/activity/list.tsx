// /admin/activity: every case competition, published or not, newest first, with its stage by its dates and its
// entries; deletes refused with their reason once anyone entered.
import type { ColumnsType } from 'antd/es/table';
import type { ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { PUBLISH_STATUS_SELECT, RowActions, stagedColumns } from '@/components/admin/content/list-parts';
import { ListScreen, NewButton } from '@/components/admin/ListScreen';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { q?: string; status?: string };
const FILTER_KEYS = ['q', 'status'] as const;
const ACTIVITY_STAGES: Record<ApiAdminActivityRow['stage'], { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  open: { label: '征集中', color: 'green' },
  judging: { label: '评审中', color: 'orange' },
  ended: { label: '已结束' },
};

export default function AdminActivityListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminActivityRow, Filters>('admin/activity/list', { filterKeys: FILTER_KEYS });

  const columns: ColumnsType<ApiAdminActivityRow> = [
    ...stagedColumns<ApiAdminActivityRow['stage'], ApiAdminActivityRow>('activity', { noun: '大赛', stages: ACTIVITY_STAGES, datesTitle: '征集时间', endOf: (r) => r.deadline }),
    { title: '作品', dataIndex: 'entryCount', width: 70, align: 'right' },
    {
      title: '操作', key: 'actions', width: 130, fixed: 'right',
      render: (_v, r) => (
        <RowActions
          editHref={`/admin/activity/${r.id}`} onDeleted={list.reload}
          remove={{ title: `删除“${r.title}”？`, content: '删除后无法恢复。已有参赛作品的大赛不能删除，可改为下线。', path: `admin/activity/delete/${r.id}` }}
        />
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="病例大赛" extra={<NewButton href="/admin/activity/new">新建大赛</NewButton>} list={list} columns={columns} width={560}
      selects={[PUBLISH_STATUS_SELECT]} search={{ placeholder: '按标题搜索', label: '按标题搜索', width: 220 }}
    />
  );
}
