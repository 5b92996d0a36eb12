// /admin/user/[id] (admin): one account and what the academy holds about it (profile, roles, class sign-ups,
// course enrolments, certificates, points, gift orders; the newest rows of each), with the administrator's
// actions: change the scope (docs/product.md §6), disable or enable the account, grant console roles.
import { Button, Card, Descriptions, Form, Input, Modal, Select, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/contract/time';
import { ADMIN_USER_DETAIL_ROWS, SCOPE_LABELS, SCOPES, type ApiAdminUserDetail } from '@/contract/wire/admin-people';
import { GIFT_ORDER_STATUS_NAMES, type ApiGiftOrderStatus } from '@/contract/wire/gift';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AccountState, RoleTags } from '@/components/admin/people-tags';
import { useApiAction } from '@/components/admin/useApiAction';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminUserDetailProps } from '@/loaders/admin-people';

type User = ApiAdminUserDetail;
const yuan = (fen: number) => (fen ? `¥${(fen / 100).toFixed(2)}` : '免费');
const paid = (fen: number, at: number | null) => (!fen ? '—' : at ? `已缴 ${formatDate(at)}` : '未缴');
const SIGNUP_STATUS: Record<string, string> = { pending: '待审核/待缴费', confirmed: '已确认', cancelled: '已取消' };
const CERT_KIND: Record<string, string> = { course: '课程', training: '培训班', record: '线下登记' };
const CERT_STATUS: Record<string, string> = { valid: '有效', revoked: '已撤销' };

const signupColumns: TableColumnsType<User['signups'][number]> = [
  { title: '培训班', dataIndex: 'title', render: (t: string, r) => <Link href={`/training/${r.trainingId}`} target="_blank">{t}</Link> },
  { title: '状态', dataIndex: 'status', width: 120, render: (s: string) => SIGNUP_STATUS[s] ?? s },
  { title: '费用', dataIndex: 'feeFen', width: 100, render: (f: number) => yuan(f) },
  { title: '缴费', key: 'paid', width: 130, render: (_v, r) => paid(r.feeFen, r.paidAt) },
  { title: '报名时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
];
const enrolmentColumns: TableColumnsType<User['enrolments'][number]> = [
  { title: '课程', dataIndex: 'title', render: (t: string, r) => <Link href={`/course/${r.courseId}`} target="_blank">{t}</Link> },
  { title: '费用', dataIndex: 'feeFen', width: 100, render: (f: number) => yuan(f) },
  { title: '缴费', key: 'paid', width: 130, render: (_v, r) => paid(r.feeFen, r.paidAt) },
  { title: '报名时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
];
const certColumns: TableColumnsType<User['certificates'][number]> = [
  { title: '证书', dataIndex: 'title' },
  { title: '编号', dataIndex: 'number', width: 190, render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
  { title: '类型', dataIndex: 'kind', width: 90, render: (k: string) => CERT_KIND[k] ?? k },
  { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => CERT_STATUS[s] ?? s },
  { title: '发证日期', dataIndex: 'issuedAt', width: 110, render: (s: number) => formatDate(s) },
];
const pointsColumns: TableColumnsType<User['pointsHistory'][number]> = [
  { title: '事项', key: 'label', render: (_v, r) => (r.note ? `${r.label}：${r.note}` : r.label) },
  { title: '变动', dataIndex: 'delta', width: 80, align: 'right', render: (d: number) => (d > 0 ? `+${d}` : d) },
  { title: '余额', dataIndex: 'balanceAfter', width: 80, align: 'right' },
  { title: '时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
];
const orderColumns: TableColumnsType<User['orders'][number]> = [
  { title: '订单号', dataIndex: 'orderNo', width: 140 },
  { title: '礼品', key: 'gift', render: (_v, r) => `${r.giftTitle} × ${r.quantity}` },
  { title: '积分', dataIndex: 'totalPoints', width: 80, align: 'right' },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => GIFT_ORDER_STATUS_NAMES[s as ApiGiftOrderStatus] ?? s },
  { title: '物流', dataIndex: 'trackingNote', responsive: ['lg'], render: (t: string | null) => t || '—' },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
];

function rowsTab<T extends { id: number }>(key: string, label: string, rows: T[], columns: TableColumnsType<T>, empty: string) {
  return {
    key,
    label: `${label}（${rows.length}${rows.length >= ADMIN_USER_DETAIL_ROWS ? '+' : ''}）`,
    children: <Table<T> rowKey="id" size="small" columns={columns} dataSource={rows} pagination={rows.length > 10 ? { pageSize: 10 } : false} scroll={{ x: 560 }} locale={{ emptyText: empty }} />,
  };
}

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
        <Tabs
          items={[
            rowsTab('signups', '培训报名', user.signups, signupColumns, '没有培训班报名'),
            rowsTab('enrolments', '课程', user.enrolments, enrolmentColumns, '没有报名课程'),
            rowsTab('certificates', '证书', user.certificates, certColumns, '没有证书'),
            rowsTab('points', '积分明细', user.pointsHistory, pointsColumns, '没有积分记录'),
            rowsTab('orders', '兑换订单', user.orders, orderColumns, '没有兑换订单'),
          ]}
        />
      </Card>
    </AdminLayout>
  );
}
