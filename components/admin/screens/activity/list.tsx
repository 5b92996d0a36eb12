// /admin/activity: every case competition, published or not, newest first, with its stage by its dates and its
// entries; deletes refused with their reason once anyone entered.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { ADMIN_PUBLISH_LABELS, type ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { confirmDelete, StatusTag } from '@/components/admin/content/actions';
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
  const { message, modal } = App.useApp();
  const set = (patch: Filters) => list.setFilters({ ...list.filters, ...patch });

  const columns: ColumnsType<ApiAdminActivityRow> = [
    { title: '大赛', dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/activity/${r.id}`}>{title}</Link> },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiAdminActivityRow['status']) => <StatusTag status={s} /> },
    { title: '阶段', dataIndex: 'stage', width: 90, render: (s: ApiAdminActivityRow['stage']) => <Tag color={ACTIVITY_STAGES[s].color}>{ACTIVITY_STAGES[s].label}</Tag> },
    { title: '征集时间', key: 'dates', width: 200, responsive: ['lg'], render: (_v, r) => `${r.startAt.slice(0, 10)} 至 ${r.deadline.slice(0, 10)}` },
    { title: '作品', dataIndex: 'entryCount', width: 70, align: 'right' },
    {
      title: '操作', key: 'actions', width: 130, fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" href={`/admin/activity/${r.id}`}>编辑</Button>
          <Button
            type="link" size="small" danger
            onClick={() => confirmDelete({ modal, message, onDone: list.reload }, {
              title: `删除“${r.title}”？`, content: '删除后无法恢复。已有参赛作品的大赛不能删除，可改为下线。', path: `admin/activity/delete/${r.id}`,
            })}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="发布状态" placeholder="发布状态" allowClear style={{ width: 120 }} value={list.filters.status}
          options={Object.entries(ADMIN_PUBLISH_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(status?: string) => set({ status })}
        />
        <Input.Search aria-label="按标题搜索" placeholder="按标题搜索" allowClear style={{ width: 220 }} defaultValue={list.filters.q} onSearch={(q) => set({ q })} />
      </Space>
      <Table<ApiAdminActivityRow> rowKey="id" columns={columns} scroll={{ x: 560 }} {...list.tableProps} />
    </>
  );
}

// App.useApp() (message, modal) works only inside antd's <App>, which AdminLayout provides: the list is its child.
export default function AdminActivityListPage({ staff }: AdminProps) {
  return (
    <AdminLayout staff={staff} title="病例大赛" extra={<Button type="primary" icon={<PlusOutlined />} href="/admin/activity/new">新建大赛</Button>}>
      <AdminActivityList />
    </AdminLayout>
  );
}
