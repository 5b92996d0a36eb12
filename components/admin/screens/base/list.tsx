// /admin/base: training centres and bases, by region, level and name; a base still holding classes cannot be
// deleted (the refusal says why).
import { App } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from '@/components/ui/Link';
import type { ApiAdminBaseRow } from '@/contract/wire/admin-training';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { ListScreen, NewButton, titleColumn } from '@/components/admin/ListScreen';
import { labelOptions } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';
import { type AdminBaseListProps } from '@/loaders/admin-training';

type Filters = { region?: string; level?: string; q?: string };
const FILTER_KEYS = ['region', 'level', 'q'] as const;
const LEVEL_TEXT: Record<string, string> = { province: '省级培训中心', city: '市级实践基地', county: '县级实践基地' };

export default function AdminBaseListPage({ staff, options }: AdminProps & AdminBaseListProps) {
  const list = useAdminList<ApiAdminBaseRow, Filters>('admin/base/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();

  const columns: ColumnsType<ApiAdminBaseRow> = [
    titleColumn('基地', 'base', { dataIndex: 'name' }),
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
        <EditDeleteActions editHref={`/admin/base/${r.id}`} onDelete={() => confirmDelete({ modal, message, onDone: list.reload }, r.name, `admin/base/delete/${r.id}`)} />
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="培训基地" extra={<NewButton href="/admin/base/new">新建基地</NewButton>} list={list} columns={columns} width={640}
      selects={[
        { name: 'region', placeholder: '地区', label: '地区', width: 130, searchable: true, options: options.regions.map((r) => ({ value: r.value, label: r.name })) },
        { name: 'level', placeholder: '级别', label: '级别', width: 150, options: labelOptions(LEVEL_TEXT) },
      ]}
      search={{ placeholder: '按名称搜索', label: '按名称搜索', width: 200 }}
    />
  );
}
