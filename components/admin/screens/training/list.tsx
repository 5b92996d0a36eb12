// /admin/training: every training class, published or not, with filters (status, project, region, base, name),
// publishing and unpublishing in place, and deletes refused with their reason when learners signed up.
import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from '@/components/ui/Link';
import type { ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { EditDeleteActions, PublishToggle } from '@/components/admin/ListActions';
import { ListScreen, NewButton, titleColumn } from '@/components/admin/ListScreen';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';
import { type AdminTrainingListProps } from '@/loaders/admin-training';

type Filters = { status?: string; project?: string; region?: string; baseId?: string; q?: string };
const FILTER_KEYS = ['status', 'project', 'region', 'baseId', 'q'] as const;
const PHASE = { signup: { text: '报名中', color: 'green' }, ongoing: { text: '进行中', color: 'blue' }, finished: { text: '已结束', color: 'default' } };

export default function AdminTrainingListPage({ staff, options }: AdminProps & AdminTrainingListProps) {
  const list = useAdminList<ApiAdminTrainingRow, Filters>('admin/training/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();

  const columns: ColumnsType<ApiAdminTrainingRow> = [
    titleColumn('培训班', 'training', { width: 280 }),
    {
      title: '状态', dataIndex: 'status', width: 140,
      render: (s: string, r) => (
        <Space size={4} wrap>
          {s === 'published' ? <Tag color="success">已发布</Tag> : <Tag>草稿</Tag>}
          <Tag color={PHASE[r.phase].color}>{PHASE[r.phase].text}</Tag>
        </Space>
      ),
    },
    { title: '项目 / 地区', key: 'where', width: 160, responsive: ['xl'], render: (_v, r) => `${r.project.name} · ${r.region.name}` },
    { title: '基地', key: 'base', width: 180, responsive: ['xxl'], render: (_v, r) => r.base?.name ?? '—' },
    { title: '开班时间', dataIndex: 'startAt', width: 150, responsive: ['md'] },
    {
      title: '已报 / 名额', key: 'seats', width: 100,
      render: (_v, r) => <Link href={`/admin/signup/roster/${r.id}`} title="查看花名册">{`${r.seatsTaken} / ${r.seatsTotal}`}</Link>,
    },
    { title: '费用', dataIndex: 'fee', width: 90, responsive: ['xxl'], render: (fee: number) => (fee ? `¥${fee.toFixed(2)}` : '免费') },
    {
      title: '操作', key: 'actions', width: 210, fixed: 'right',
      render: (_v, r) => (
        <EditDeleteActions editHref={`/admin/training/${r.id}`} onDelete={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/training/delete/${r.id}`)}>
          <Button type="link" size="small" href={`/admin/exam/training/${r.id}`}>考试</Button>
          <PublishToggle
            isPublished={r.status === 'published'} path={`admin/training/publish/${r.id}`} onDone={list.reload}
            body={(on) => ({ status: on ? 'published' : 'draft' })}
          />
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="培训班" extra={<NewButton href="/admin/training/new">新建培训班</NewButton>} list={list} columns={columns} width={840}
      selects={[
        { name: 'status', placeholder: '状态', label: '状态', width: 120, options: [{ value: 'published', label: '已发布' }, { value: 'draft', label: '草稿' }] },
        { name: 'project', placeholder: '培训项目', label: '培训项目', width: 180, options: options.projects.map((p) => ({ value: p.value, label: p.name })) },
        { name: 'region', placeholder: '地区', label: '地区', width: 130, searchable: true, options: options.regions.map((r) => ({ value: r.value, label: r.name })) },
        { name: 'baseId', placeholder: '培训基地', label: '培训基地', width: 200, searchable: true, options: options.bases.map((b) => ({ value: String(b.id), label: b.name })) },
      ]}
      search={{ placeholder: '按名称搜索', label: '按名称搜索', width: 200 }}
    />
  );
}
