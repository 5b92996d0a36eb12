// /admin/training: every training class, published or not, with filters (status, project, region, base, name),
// publishing and unpublishing in place, and deletes refused with their reason when learners signed up.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { useAdminList } from '@/components/admin/useAdminList';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import { type AdminTrainingListProps } from '@/loaders/admin-training';

type Filters = { status?: string; project?: string; region?: string; baseId?: string; q?: string };
const FILTER_KEYS = ['status', 'project', 'region', 'baseId', 'q'] as const;
const PHASE = { signup: { text: '报名中', color: 'green' }, ongoing: { text: '进行中', color: 'blue' }, finished: { text: '已结束', color: 'default' } };

export default function AdminTrainingListPage({ staff, options }: AdminProps & AdminTrainingListProps) {
  const list = useAdminList<ApiAdminTrainingRow, Filters>('admin/training/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();
  const set = (patch: Filters) => list.setFilters({ ...list.filters, ...patch });

  const publish = async (row: ApiAdminTrainingRow, status: 'draft' | 'published') => {
    try {
      await getBrowserApiClient().call(`admin/training/publish/${row.id}`, { status }, { suppressToast: true });
      void message.success(status === 'published' ? '已发布，公众页面即刻可见' : '已下线，公众页面不再显示');
      list.reload();
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    }
  };

  const columns: ColumnsType<ApiAdminTrainingRow> = [
    { title: '培训班', dataIndex: 'title', width: 280, render: (title: string, r) => <Link href={`/admin/training/${r.id}`}>{title}</Link> },
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
        <Space size={0} wrap>
          <Button type="link" size="small" href={`/admin/training/${r.id}`}>编辑</Button>
          <Button type="link" size="small" href={`/admin/exam/training/${r.id}`}>考试</Button>
          {r.status === 'published'
            ? <Button type="link" size="small" onClick={() => void publish(r, 'draft')}>下线</Button>
            : <Button type="link" size="small" onClick={() => void publish(r, 'published')}>发布</Button>}
          <Button type="link" size="small" danger onClick={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/training/delete/${r.id}`)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout
      staff={staff}
      title="培训班"
      extra={<Button type="primary" icon={<PlusOutlined />} href="/admin/training/new">新建培训班</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="状态" placeholder="状态" allowClear style={{ width: 120 }} value={list.filters.status}
          options={[{ value: 'published', label: '已发布' }, { value: 'draft', label: '草稿' }]}
          onChange={(status?: string) => set({ status })}
        />
        <Select
          aria-label="培训项目" placeholder="培训项目" allowClear style={{ width: 180 }} value={list.filters.project}
          options={options.projects.map((p) => ({ value: p.value, label: p.name }))} onChange={(project?: string) => set({ project })}
        />
        <Select
          aria-label="地区" placeholder="地区" allowClear style={{ width: 130 }} value={list.filters.region} showSearch optionFilterProp="label"
          options={options.regions.map((r) => ({ value: r.value, label: r.name }))} onChange={(region?: string) => set({ region })}
        />
        <Select
          aria-label="培训基地" placeholder="培训基地" allowClear style={{ width: 200 }} showSearch optionFilterProp="label"
          value={list.filters.baseId ? Number(list.filters.baseId) : undefined}
          options={options.bases.map((b) => ({ value: b.id, label: b.name }))} onChange={(id?: number) => set({ baseId: id ? String(id) : undefined })}
        />
        <Input.Search aria-label="按名称搜索" placeholder="按名称搜索" allowClear style={{ width: 200 }} defaultValue={list.filters.q} onSearch={(q) => set({ q })} />
      </Space>
      <Table<ApiAdminTrainingRow> rowKey="id" columns={columns} scroll={{ x: 840 }} {...list.tableProps} />
    </AdminLayout>
  );
}
