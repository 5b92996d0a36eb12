// /admin/activity: every case competition, published or not, newest first, with its stage by its dates and its
// entries; deletes refused with their reason once anyone entered.
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { StatusTag } from '@/components/admin/content/actions';
import { ContentListPage, ContentTable, RowActions } from '@/components/admin/content/list-parts';
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

function AdminActivityList() {
  const list = useAdminList<ApiAdminActivityRow, Filters>('admin/activity/list', { filterKeys: FILTER_KEYS });

  const columns: ColumnsType<ApiAdminActivityRow> = [
    { title: '大赛', dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/activity/${r.id}`}>{title}</Link> },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiAdminActivityRow['status']) => <StatusTag status={s} /> },
    { title: '阶段', dataIndex: 'stage', width: 90, render: (s: ApiAdminActivityRow['stage']) => <Tag color={ACTIVITY_STAGES[s].color}>{ACTIVITY_STAGES[s].label}</Tag> },
    { title: '征集时间', key: 'dates', width: 200, responsive: ['lg'], render: (_v, r) => `${r.startAt.slice(0, 10)} 至 ${r.deadline.slice(0, 10)}` },
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

  return <ContentTable list={list} columns={columns} width={560} searchLabel="按标题搜索" />;
}

export default function AdminActivityListPage({ staff }: AdminProps) {
  return (
    <ContentListPage staff={staff} title="病例大赛" newHref="/admin/activity/new" newText="新建大赛">
      <AdminActivityList />
    </ContentListPage>
  );
}
