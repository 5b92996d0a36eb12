// The lists on a person's page in the console (/admin/user/[id]): class sign-ups, course enrolments,
// certificates, the points statement and gift orders, one tab each. The page arrives with the first page of every
// list and its count (admin/user/get); each table then pages on its own through admin/user/records, so every row
// can be reached however many there are.
import { App, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '@/contract/time';
import { ADMIN_PAGE_SIZE_MAX, type ApiAdminPage } from '@/contract/wire/admin';
import {
  ADMIN_USER_RECORDS_PAGE, type ApiAdminUserDetail, type ApiAdminUserRecordKind, type ApiAdminUserRecords,
} from '@/contract/wire/admin-people';
import { GIFT_ORDER_STATUS_NAMES, type ApiGiftOrderStatus } from '@/contract/wire/gift';
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { STAGE_COLORS } from '@/components/admin/signup/stage';
import { getBrowserApiClient } from '@/lib/http';

type Row<K extends ApiAdminUserRecordKind> = ApiAdminUserRecords[K];

const yuan = (fen: number) => (fen ? `¥${(fen / 100).toFixed(2)}` : '免费');
const paid = (fen: number, at: number | null) => (!fen ? '—' : at ? `已缴 ${formatDate(at)}` : '未缴');
const CERT_KIND: Record<string, string> = { course: '课程', training: '培训班', record: '线下登记' };
const CERT_STATUS: Record<string, string> = { valid: '有效', revoked: '已撤销' };

const COLUMNS: { [K in ApiAdminUserRecordKind]: TableColumnsType<Row<K>> } = {
  signups: [
    { title: '培训班', dataIndex: 'title', render: (t: string, r) => <Link href={`/training/${r.trainingId}`} target="_blank">{t}</Link> },
    { title: '状态', dataIndex: 'stage', width: 100, render: (_v, r) => <Tag color={STAGE_COLORS[r.stage]}>{SIGNUP_STAGE_TEXT[r.stage] ?? r.status}</Tag> },
    { title: '费用', dataIndex: 'feeFen', width: 100, render: (f: number) => yuan(f) },
    { title: '缴费', key: 'paid', width: 130, render: (_v, r) => paid(r.feeFen, r.paidAt) },
    { title: '报名时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
  ],
  enrolments: [
    { title: '课程', dataIndex: 'title', render: (t: string, r) => <Link href={`/course/${r.courseId}`} target="_blank">{t}</Link> },
    { title: '费用', dataIndex: 'feeFen', width: 100, render: (f: number) => yuan(f) },
    { title: '缴费', key: 'paid', width: 130, render: (_v, r) => paid(r.feeFen, r.paidAt) },
    { title: '报名时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
  ],
  certificates: [
    { title: '证书', dataIndex: 'title' },
    { title: '编号', dataIndex: 'number', width: 190, render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
    { title: '类型', dataIndex: 'kind', width: 90, render: (k: string) => CERT_KIND[k] ?? k },
    { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => CERT_STATUS[s] ?? s },
    { title: '发证日期', dataIndex: 'issuedAt', width: 110, render: (s: number) => formatDate(s) },
  ],
  pointsHistory: [
    { title: '事项', key: 'label', render: (_v, r) => (r.note ? `${r.label}：${r.note}` : r.label) },
    { title: '变动', dataIndex: 'delta', width: 80, align: 'right', render: (d: number) => (d > 0 ? `+${d}` : d) },
    { title: '余额', dataIndex: 'balanceAfter', width: 80, align: 'right' },
    { title: '时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
  ],
  orders: [
    { title: '订单号', dataIndex: 'orderNo', width: 140 },
    { title: '礼品', key: 'gift', render: (_v, r) => `${r.giftTitle} × ${r.quantity}` },
    { title: '积分', dataIndex: 'totalPoints', width: 80, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => GIFT_ORDER_STATUS_NAMES[s as ApiGiftOrderStatus] ?? s },
    { title: '物流', dataIndex: 'trackingNote', responsive: ['lg'], render: (t: string | null) => t || '—' },
    { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (s: number) => formatDateTime(s) },
  ],
};

const TABS: { kind: ApiAdminUserRecordKind; label: string; empty: string }[] = [
  { kind: 'signups', label: '培训报名', empty: '没有培训班报名' },
  { kind: 'enrolments', label: '课程', empty: '没有报名课程' },
  { kind: 'certificates', label: '证书', empty: '没有证书' },
  { kind: 'pointsHistory', label: '积分明细', empty: '没有积分记录' },
  { kind: 'orders', label: '兑换订单', empty: '没有兑换订单' },
];

type Paging = { page: number; size: number };

/** One list: the first page as the page arrived with it, any other page asked for when chosen. */
function RecordsTable<K extends ApiAdminUserRecordKind>({ userId, kind, first, empty }: { userId: number; kind: K; first: ApiAdminPage<Row<K>>; empty: string }) {
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, size: ADMIN_USER_RECORDS_PAGE });
  const [fetched, setFetched] = useState<{ key: string; data: ApiAdminPage<Row<K>> } | null>(null);
  const isFirst = paging.page === 1 && paging.size === ADMIN_USER_RECORDS_PAGE;
  const key = `${paging.page}/${paging.size}`;

  useEffect(() => {
    if (isFirst) return;
    let current = true;
    getBrowserApiClient()
      .call<ApiAdminPage<Row<K>>>(`admin/user/records/${userId}`, { kind, page: paging.page, size: paging.size }, { suppressToast: true })
      .then((data) => current && setFetched({ key, data }))
      .catch((error: unknown) => {
        if (!current) return;
        // The rows shown stay; the spinner stops.
        setFetched((f) => ({ key, data: f?.data ?? first }));
        if (!applyApiErrors(error, null, message)) throw error;
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the paging; first only fills a failed first ask
  }, [userId, kind, key, isFirst, message]);

  const data = isFirst ? first : (fetched?.data ?? first);
  return (
    <Table<Row<K>>
      rowKey="id"
      size="small"
      columns={COLUMNS[kind]}
      dataSource={data.list}
      loading={!isFirst && fetched?.key !== key}
      pagination={{
        current: paging.page,
        pageSize: paging.size,
        total: data.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, ADMIN_PAGE_SIZE_MAX],
        showTotal: (total) => `共 ${total} 条`,
        hideOnSinglePage: data.total <= ADMIN_USER_RECORDS_PAGE,
        onChange: (page, size) => setPaging({ page: size !== paging.size ? 1 : page, size }),
      }}
      scroll={{ x: 560 }}
      locale={{ emptyText: empty }}
    />
  );
}

export function UserRecords({ user }: { user: ApiAdminUserDetail }) {
  return (
    <Tabs
      items={TABS.map(({ kind, label, empty }) => ({
        key: kind,
        label: `${label}（${user[kind].total}）`,
        children: <RecordsTable userId={user.id} kind={kind} first={user[kind]} empty={empty} />,
      }))}
    />
  );
}
