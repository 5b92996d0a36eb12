// /admin/staff (admin): who holds which console role; grant roles to someone by their phone, change or take
// them away (admin/staff/save; every grant and revoke is an audit row).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/contract/staff';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminStaffRow } from '@/contract/wire/admin';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { FormModal } from '@/components/admin/FormModal';
import { QueueFilters } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

type Editing = { phone: string; roles: StaffRole[]; name?: string } | null;

function StaffForm({ editing, selfPhone, onClose, onSaved }: { editing: Editing; selfPhone: string; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ phone: string; roles: StaffRole[] }>();
  const isNew = !editing?.name;

  return (
    <FormModal
      open={editing !== null}
      title={isNew ? '授予角色' : `修改角色：${editing?.name}`}
      form={form}
      initialValues={editing ?? undefined}
      send={async (values) => {
        await getBrowserApiClient().call('admin/staff/save', { phone: values.phone, roles: values.roles ?? [] }, { suppressToast: true });
        return '已保存';
      }}
      onDone={onSaved}
      onCancel={onClose}
    >
      <Form.Item
        name="phone"
        label="手机号"
        extra={isNew ? '对方须已用此手机号在网站登录过一次' : undefined}
        rules={[{ required: true, message: '请填写手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}
      >
        <Input disabled={!isNew} maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label="角色" extra="不勾选任何角色即取消此人的控制台权限">
        <Checkbox.Group
          options={ROLE_OPTIONS.map((o) => ({
            ...o,
            // docs/product.md §10: nobody takes away their own admin role (the API refuses it too).
            disabled: o.value === 'admin' && !isNew && editing?.phone === selfPhone,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}

export default function AdminStaffPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminStaffRow, { role?: string; q?: string }>('admin/staff/list', { filterKeys: ['role', 'q'] });
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<ApiAdminStaffRow> = [
    { title: '姓名', dataIndex: 'name', render: (name: string, r) => (r.userId === staff.id ? <>{name || '（未填写）'} <Tag>我</Tag></> : name || '（未填写）') },
    { title: '手机号', dataIndex: 'phone' },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: StaffRole[]) => roles.map((r) => <Tag key={r} color={r === 'admin' ? 'volcano' : 'green'}>{STAFF_ROLE_LABELS[r]}</Tag>),
    },
    { title: '最近授权', dataIndex: 'grantedAt', render: (s: number) => formatDateTime(s), responsive: ['lg'] },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r) => (
        <Button type="link" onClick={() => setEditing({ phone: r.phone, roles: r.roles, name: r.name || r.phone })}>
          修改角色
        </Button>
      ),
    },
  ];

  return (
    <AdminLayout
      staff={staff}
      title="人员与权限"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ phone: '', roles: [] })}>
          授予角色
        </Button>
      }
    >
      <QueueFilters
        list={list}
        selects={[{ name: 'role', placeholder: '全部角色', label: '按角色筛选', width: 160, options: ROLE_OPTIONS }]}
        search={{ placeholder: '姓名或手机号', label: '搜索姓名或手机号', width: 240 }}
      />
      <Table<ApiAdminStaffRow> rowKey="userId" columns={columns} {...list.tableProps} scroll={{ x: 640 }} />
      <StaffForm
        editing={editing}
        selfPhone={staff.phone}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </AdminLayout>
  );
}
