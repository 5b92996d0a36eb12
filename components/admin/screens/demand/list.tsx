// /admin/demand: every training-needs survey, published or not, newest first, with its questions and answers
// counted; deletes refused with their reason once anyone answered.
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ApiAdminDemandRow } from '@/contract/wire/admin-content';
import { PUBLISH_STATUS_SELECT, RowActions, stagedColumns } from '@/components/admin/content/list-parts';
import { ListScreen, NewButton } from '@/components/admin/ListScreen';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { q?: string; status?: string };
const FILTER_KEYS = ['q', 'status'] as const;
const STAGES: Record<ApiAdminDemandRow['stage'], { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  open: { label: '进行中', color: 'green' },
  closed: { label: '已结束' },
};

export default function AdminDemandListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminDemandRow, Filters>('admin/demand/list', { filterKeys: FILTER_KEYS });

  const columns: ColumnsType<ApiAdminDemandRow> = [
    ...stagedColumns<ApiAdminDemandRow['stage'], ApiAdminDemandRow>('demand', { noun: '调查', stages: STAGES, datesTitle: '时间', endOf: (r) => r.endAt }),
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

  return (
    <ListScreen
      staff={staff} title="需求调查" extra={<NewButton href="/admin/demand/new">新建调查</NewButton>} list={list} columns={columns} width={600}
      selects={[PUBLISH_STATUS_SELECT]} search={{ placeholder: '按标题搜索', label: '按标题搜索', width: 220 }}
    />
  );
}
