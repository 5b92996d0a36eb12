// /admin/base: training centres and bases, by region, level and name; a base still holding classes cannot be
// deleted (the refusal says why).
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ApiAdminBaseRow } from '@/contract/wire/admin-training';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';
import { type AdminBaseListProps } from '@/loaders/admin-training';

type Filters = { region?: string; level?: string; q?: string };
const FILTER_KEYS = ['region', 'level', 'q'] as const;
const LEVEL_TEXT: Record<string, string> = { province: '省级培训中心', city: '市级实践基地', county: '县级实践基地' };

export default function AdminBaseListPage({ staff, options }: AdminProps & AdminBaseListProps) {
  const list = useAdminList<ApiAdminBaseRow, Filters>('admin/base/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();
  const set = (patch: Filters) => list.setFilters({ ...list.filters, ...patch });

  const columns: ColumnsType<ApiAdminBaseRow> = [
    { title: '基地', dataIndex: 'name', render: (name: string, r) => <Link href={`/admin/base/${r.id}`}>{name}</Link> },
    { title: '级别', dataIndex: 'level', width: 130, render: (l: string) => LEVEL_TEXT[l] ?? l },
    { title: '地区', key: 'region', width: 100, render: (_v, r) => r.region.name },
    { title: '联系人', key: 'contact', width: 190, responsive: ['lg'], render: (_v, r) => `${r.contactName} ${r.contactPhone}` },
    {
      title: '培训班', dataIndex: 'trainingCount', width: 90,
      render: (n: number, r) => (n ? <Link href={`/admin/training?baseId=${r.id}`}>{n} 个</Link> : '0'),
    },
    {
      title: '操作', key: 'actions', width: 130, fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" href={`/admin/base/${r.id}`}>编辑</Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete({ modal, message, onDone: list.reload }, r.name, `admin/base/delete/${r.id}`)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout staff={staff} title="培训基地" extra={<Button type="primary" icon={<PlusOutlined />} href="/admin/base/new">新建基地</Button>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="地区" placeholder="地区" allowClear style={{ width: 130 }} value={list.filters.region} showSearch optionFilterProp="label"
          options={options.regions.map((r) => ({ value: r.value, label: r.name }))} onChange={(region?: string) => set({ region })}
        />
        <Select
          aria-label="级别" placeholder="级别" allowClear style={{ width: 150 }} value={list.filters.level}
          options={Object.entries(LEVEL_TEXT).map(([value, label]) => ({ value, label }))} onChange={(level?: string) => set({ level })}
        />
        <Input.Search aria-label="按名称搜索" placeholder="按名称搜索" allowClear style={{ width: 200 }} defaultValue={list.filters.q} onSearch={(q) => set({ q })} />
      </Space>
      <Table<ApiAdminBaseRow> rowKey="id" columns={columns} scroll={{ x: 640 }} {...list.tableProps} />
    </AdminLayout>
  );
}
