// /admin/gift/order (store): the gift orders (docs/product.md "Invoices and gift orders in the console"). A
// pending physical order is shipped with its carrier and tracking number, or cancelled with a reason (stock and
// points go back once). Every parcel has its own tracking number, so shipping is one order at a time; the
// pending orders export as the warehouse's packing list (CSV).
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminGiftOrderRow } from '@/contract/wire/admin-store';
import { GIFT_ORDER_STATUS_NAMES, type ApiGiftOrderStatus } from '@/contract/wire/gift';
import { ListScreen } from '@/components/admin/ListScreen';
import { CsvButton, DetailDrawer, csvHref, labelOptions, statusSelect } from '@/components/admin/QueueFilters';
import { PromptModal, type Prompt } from '@/components/admin/signup/PromptModal';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { status?: string; kind?: string; q?: string; from?: string; to?: string };

const STATUS_COLORS: Record<ApiGiftOrderStatus, string> = { pending: 'gold', shipped: 'blue', completed: 'green', cancelled: 'default' };

function receiverText(r: ApiAdminGiftOrderRow): string {
  return r.receiver ? `${r.receiver.name} ${r.receiver.phone}，${r.receiver.address}` : '虚拟礼品，无需发货';
}

export default function AdminGiftOrderScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminGiftOrderRow, Filters>('admin/gift/order/list', { filterKeys: ['status', 'kind', 'q', 'from', 'to'] });
  const f = list.filters;
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [shown, setShown] = useState<ApiAdminGiftOrderRow | null>(null);

  const ship = (r: ApiAdminGiftOrderRow): Prompt => ({
    title: `发货：${r.giftTitle} ×${r.quantity}`,
    intro: <p>寄往 {receiverText(r)}。发货后学员会收到站内消息，并在“我的兑换”中看到快递单号。</p>,
    okText: '确认发货',
    path: `admin/gift/order/ship/${r.id}`,
    fields: [
      { name: 'carrier', label: '快递公司', max: 20, initial: '顺丰速运' },
      { name: 'trackingNo', label: '快递单号', max: 30 },
    ],
    done: () => '已发货',
  });
  const cancel = (r: ApiAdminGiftOrderRow): Prompt => ({
    title: `取消订单 ${r.orderNo}`,
    intro: <p>取消后 {r.totalPoints} 积分退回 {r.learner.name} 的账户，{r.quantity} 件回到库存。</p>,
    okText: '取消订单',
    danger: true,
    path: `admin/gift/order/cancel/${r.id}`,
    fields: [{ name: 'reason', label: '取消原因（学员会看到）', max: 200, textarea: true }],
    done: () => '已取消，积分已退回',
  });

  const actions = (r: ApiAdminGiftOrderRow) => (
    <Space size={4} wrap>
      <Button size="small" onClick={() => setShown(r)}>详情</Button>
      {r.status === 'pending' && <Button size="small" type="primary" onClick={() => setPrompt(ship(r))}>发货</Button>}
      {r.status === 'pending' && <Button size="small" danger onClick={() => setPrompt(cancel(r))}>取消</Button>}
    </Space>
  );

  const columns: TableColumnsType<ApiAdminGiftOrderRow> = [
    { title: '兑换时间', dataIndex: 'createdAt', width: 140, render: (s: number) => formatDateTime(s) },
    { title: '订单号', dataIndex: 'orderNo', width: 150, responsive: ['xxl'] },
    { title: '礼品', key: 'gift', width: 200, ellipsis: true, render: (_, r) => `${r.giftTitle} ×${r.quantity}` },
    { title: '学员', key: 'learner', width: 130, render: (_, r) => <>{r.learner.name}<br />{r.learner.phone}</> },
    { title: '收货信息', key: 'receiver', width: 220, ellipsis: true, responsive: ['xl'], render: (_, r) => receiverText(r) },
    { title: '物流', dataIndex: 'trackingNote', width: 180, responsive: ['lg'], render: (n: string | null) => n ?? '—' },
    // State and actions stay on the right: the columns are wider than the console's 1024 px at 1280 px, and the
    // store should not have to scroll sideways to ship or cancel (the certificate queue does the same).
    { title: '状态', dataIndex: 'status', width: 90, fixed: 'right', render: (s: ApiGiftOrderStatus) => <Tag color={STATUS_COLORS[s]}>{GIFT_ORDER_STATUS_NAMES[s]}</Tag> },
    { title: '操作', key: 'actions', width: 170, fixed: 'right', render: (_, r) => actions(r) },
  ];

  return (
    <ListScreen
      staff={staff} title="兑换订单" list={list} columns={columns} width={1180}
      extra={<CsvButton href={csvHref('admin/gift/order', { ...f, status: f.status ?? 'pending' })}>{f.status ? '导出 CSV' : '导出待发货订单'}</CsvButton>}
      selects={[
        statusSelect(labelOptions(GIFT_ORDER_STATUS_NAMES)),
        { name: 'kind', placeholder: '实物和虚拟', label: '按礼品类型筛选', width: 130, options: labelOptions({ physical: '实物', virtual: '虚拟' }) },
      ]}
      dates="按兑换日期筛选"
      search={{ placeholder: '姓名、手机号、订单号或礼品', label: '搜索', width: 260 }}
      empty={f.status === 'pending' ? '没有待发货的订单' : '没有符合条件的订单'}
    >
      <PromptModal
        prompt={prompt}
        onClose={(changed) => {
          setPrompt(null);
          setShown(null);
          if (changed) list.reload();
        }}
      />
      <DetailDrawer
        row={shown} title={(r) => `订单 ${r.orderNo}`} size={520} onClose={() => setShown(null)} extra={actions}
        lines={(r) => [
          ['状态', <Tag key="status" color={STATUS_COLORS[r.status]}>{r.statusName}</Tag>],
          ['礼品', `${r.giftTitle} ×${r.quantity}（${r.totalPoints} 积分）`],
          ['学员', `${r.learner.name} ${r.learner.phone}`],
          ['收货信息', receiverText(r)],
          ['兑换时间', formatDateTime(r.createdAt)],
          r.voucherCode && ['兑换码', r.voucherCode],
          r.trackingNote && ['物流', `${r.trackingNote}（${formatDateTime(r.shippedAt)}）`],
          r.completedAt && ['完成时间', formatDateTime(r.completedAt)],
          r.cancelledAt && ['取消', `${formatDateTime(r.cancelledAt)}${r.cancelReason ? `，学院取消：${r.cancelReason}` : '，学员取消'}`],
        ]}
      />
    </ListScreen>
  );
}
