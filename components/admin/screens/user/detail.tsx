// /admin/user/[id] (admin): one account and what the academy holds about it (profile, roles, and its class
// sign-ups, course enrolments, certificates, points and gift orders, each list paged: UserRecords), with the
// administrator's actions: change the scope (docs/product.md §6), disable or enable the account, grant console roles.
import { Button, Card, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import { SCOPE_LABELS, SCOPES, type ApiAdminUserDetail } from '@/contract/wire/admin-people';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AccountState, RoleTags } from '@/components/admin/people-tags';
import { UserRecords } from '@/components/admin/UserRecords';
import { useApiAction } from '@/components/admin/useApiAction';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminUserDetailProps } from '@/loaders/admin-people';

type User = ApiAdminUserDetail;

type Dialog = 'scope' | 'disable' | null;

function AccountActions({ user, isSelf, onDone }: { user: User; isSelf: boolean; onDone: () => void }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [form] = Form.useForm<{ scope?: string; reason?: string }>();
  const { busy, run } = useApiAction(form);

  const send = (path: string, body: Record<string, string | undefined>, done: string) =>
    run(async () => (await getBrowserApiClient().call(path, body, { suppressToast: true }), done), () => {
      setOpen(null);
      onDone();
    });
  const submit = async () => {
    const v = await form.validateFields();
    if (open === 'scope') await send(`admin/user/scope/${user.id}`, { scope: v.scope }, '身份已变更，对方下次打开网站即生效');
    else await send(`admin/user/disable/${user.id}`, { reason: v.reason?.trim() || undefined }, '账号已停用，对方已被退出登录');
  };

  return (
    <>
      <Space wrap>
        <Button onClick={() => setOpen('scope')}>变更身份</Button>
        {user.disabledAt ? (
          <Button loading={busy} onClick={() => void send(`admin/user/enable/${user.id}`, {}, '账号已启用，对方可以重新登录')}>启用账号</Button>
        ) : (
          <Button danger disabled={isSelf} title={isSelf ? '不能停用您自己的账号' : undefined} onClick={() => setOpen('disable')}>停用账号</Button>
        )}
        <Button href={`/admin/staff?q=${user.phone}`}>控制台角色</Button>
      </Space>
      <Modal
        open={open !== null}
        title={open === 'scope' ? '变更身份' : `停用账号：${user.name || user.phone}`}
        okText={open === 'scope' ? '保存' : '停用'}
        okButtonProps={{ danger: open === 'disable' }}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ scope: String(user.scope) }}>
          {open === 'scope' ? (
            <Form.Item name="scope" label="身份" extra="身份决定个人中心里的培训中心、培训班申请、讲师认证等入口；对方会收到一条站内消息" rules={[{ required: true, message: '请选择身份' }]}>
              <Select options={SCOPES.map((s) => ({ value: String(s), label: SCOPE_LABELS[s] }))} />
            </Form.Item>
          ) : (
            <>
              <Typography.Paragraph>停用后对方立即被退出登录，且不能再登录，直到重新启用。</Typography.Paragraph>
              <Form.Item name="reason" label="原因（记入操作日志）" rules={[{ max: 200, message: '原因不能超过200个字' }]}>
                <Input.TextArea rows={3} maxLength={200} showCount />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}

export default function AdminUserDetailPage({ staff, user }: AdminProps & AdminUserDetailProps) {
  const router = useRouter();
  const reload = () => void router.replace(router.asPath, undefined, { scroll: false });
  return (
    <AdminLayout staff={staff} title={`用户：${user.name || user.phone}`} extra={<AccountActions user={user} isSelf={user.id === staff.id} onDone={reload} />}>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="姓名">{user.name || '（未填写）'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{user.phone}</Descriptions.Item>
          <Descriptions.Item label="账号状态">
            <AccountState disabledAt={user.disabledAt} />
            {user.disabledAt ? formatDateTime(user.disabledAt) : null}
          </Descriptions.Item>
          <Descriptions.Item label="身份">{SCOPE_LABELS[user.scope] ?? user.scope}</Descriptions.Item>
          <Descriptions.Item label="控制台角色"><RoleTags roles={user.roles} /></Descriptions.Item>
          <Descriptions.Item label="积分余额">{user.points}</Descriptions.Item>
          <Descriptions.Item label="工作单位">{user.workUnit || '—'}</Descriptions.Item>
          <Descriptions.Item label="科室">{user.department || '—'}</Descriptions.Item>
          <Descriptions.Item label="职务 / 职称">{[user.jobTitle, user.professionalTitleName].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="地区">{[user.regionName, user.countyName].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{formatDateTime(user.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <UserRecords user={user} />
      </Card>
    </AdminLayout>
  );
}
