// /admin/user (admin): every account, newest first, found by a piece of the phone or the name and filtered by
// scope, by whether it is disabled and by whether it holds a console role; each opens onto /admin/user/[id].
import { Input, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from '@/components/ui/Link';
import type { StaffRole } from '@/contract/staff';
import { formatDate } from '@/contract/time';
import { SCOPE_LABELS, SCOPES, type ApiAdminUserRow } from '@/contract/wire/admin-people';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AccountState, RoleTags } from '@/components/admin/people-tags';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { q?: string; scope?: string; status?: string; staff?: string };
const FILTER_KEYS = ['q', 'scope', 'status', 'staff'] as const;

function UserList() {
  const list = useAdminList<ApiAdminUserRow, Filters>('admin/user/list', { filterKeys: FILTER_KEYS });
  const set = (patch: Filters) => list.setFilters({ ...list.filters, ...patch });

  const columns: TableColumnsType<ApiAdminUserRow> = [
    { title: '姓名', dataIndex: 'name', render: (name: string, r) => <Link href={`/admin/user/${r.id}`}>{name || '（未填写）'}</Link> },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '身份', dataIndex: 'scope', width: 130, render: (s: number) => SCOPE_LABELS[s] ?? s },
    { title: '控制台角色', dataIndex: 'roles', responsive: ['lg'], render: (roles: StaffRole[]) => <RoleTags roles={roles} /> },
    { title: '积分', dataIndex: 'points', width: 80, align: 'right', responsive: ['md'] },
    { title: '状态', dataIndex: 'disabledAt', width: 90, render: (d: number | null) => <AccountState disabledAt={d} /> },
    { title: '注册日期', dataIndex: 'createdAt', width: 110, responsive: ['lg'], render: (s: number) => formatDate(s) },
    { title: '操作', key: 'actions', width: 80, render: (_v, r) => <Link href={`/admin/user/${r.id}`}>查看</Link> },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索姓名或手机号" placeholder="姓名或手机号" allowClear style={{ width: 220 }}
          defaultValue={list.filters.q} onSearch={(q) => set({ q: q.trim() })}
        />
        <Select
          aria-label="身份" placeholder="全部身份" allowClear style={{ width: 150 }} value={list.filters.scope}
          options={SCOPES.map((s) => ({ value: String(s), label: SCOPE_LABELS[s] }))} onChange={(scope?: string) => set({ scope })}
        />
        <Select
          aria-label="账号状态" placeholder="全部状态" allowClear style={{ width: 120 }} value={list.filters.status}
          options={[{ value: 'active', label: '正常' }, { value: 'disabled', label: '已停用' }]} onChange={(status?: string) => set({ status })}
        />
        <Select
          aria-label="控制台角色" placeholder="是否职员" allowClear style={{ width: 140 }} value={list.filters.staff}
          options={[{ value: '1', label: '只看有控制台角色的' }]} onChange={(staff?: string) => set({ staff })}
        />
      </Space>
      <Table<ApiAdminUserRow> rowKey="id" columns={columns} scroll={{ x: 640 }} {...list.tableProps} />
    </>
  );
}

export default function AdminUserListPage({ staff }: AdminProps) {
  return (
    <AdminLayout staff={staff} title="用户">
      <UserList />
    </AdminLayout>
  );
}
