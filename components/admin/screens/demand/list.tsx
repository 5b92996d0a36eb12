// /admin/demand: every training-needs survey, published or not, newest first, with its questions and answers
// counted; deletes refused with their reason once anyone answered.
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ApiAdminDemandRow } from '@/contract/wire/admin-content';
import { StatusTag } from '@/components/admin/content/actions';
import { ContentListPage, ContentTable, RowActions } from '@/components/admin/content/list-parts';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { q?: string; status?: string };
const FILTER_KEYS = ['q', 'status'] as const;
const STAGES: Record<ApiAdminDemandRow['stage'], { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  open: { label: '进行中', color: 'green' },
  closed: { label: '已结束' },
};

function AdminDemandList() {
  const list = useAdminList<ApiAdminDemandRow, Filters>('admin/demand/list', { filterKeys: FILTER_KEYS });

  const columns: ColumnsType<ApiAdminDemandRow> = [
    { title: '调查', dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/demand/${r.id}`}>{title}</Link> },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiAdminDemandRow['status']) => <StatusTag status={s} /> },
    { title: '阶段', dataIndex: 'stage', width: 90, render: (s: ApiAdminDemandRow['stage']) => <Tag color={STAGES[s].color}>{STAGES[s].label}</Tag> },
    { title: '时间', key: 'dates', width: 200, responsive: ['lg'], render: (_v, r) => `${r.startAt.slice(0, 10)} 至 ${r.endAt.slice(0, 10)}` },
    { title: '题目', dataIndex: 'questionCount', width: 70, align: 'right', responsive: ['md'] },
    { title: '答卷', dataIndex: 'answerCount', width: 70, align: 'right' },
    {
      title: '操作', key: 'actions', width: 170, fixed: 'right',
      render: (_v, r) => (
        <RowActions
          editHref={`/admin/demand/${r.id}`} onDeleted={list.reload}
          remove={{ title: `删除“${r.title}”？`, content: '删除后无法恢复。已收到答卷的调查不能删除，可改为下线。', path: `admin/demand/delete/${r.id}` }}
        >
          <Button type="link" size="small" href={`/admin/demand/results/${r.id}`}>结果</Button>
        </RowActions>
      ),
    },
  ];

  return <ContentTable list={list} columns={columns} width={600} searchLabel="按标题搜索" />;
}

export default function AdminDemandListPage({ staff }: AdminProps) {
  return (
    <ContentListPage staff={staff} title="需求调查" newHref="/admin/demand/new" newText="新建调查">
      <AdminDemandList />
    </ContentListPage>
  );
}
