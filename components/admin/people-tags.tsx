// Tags the console's people pages share (/admin/user and /admin/user/[id]): an account's state and its roles.
import { Tag } from 'antd';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/contract/staff';

export function AccountState({ disabledAt }: { disabledAt: number | null }) {
  return disabledAt ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>;
}

export function RoleTags({ roles }: { roles: StaffRole[] }) {
  return roles.length ? roles.map((r) => <Tag key={r} color={r === 'admin' ? 'volcano' : 'green'}>{STAFF_ROLE_LABELS[r]}</Tag>) : <>—</>;
}
