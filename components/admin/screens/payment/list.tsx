// /admin/payment (finance): the fees of paid classes and paid courses in one queue (docs/product.md "Sign-ups and
// fees in the console"). A fee is confirmed with the amount that arrived and the bank's or receipt's reference;
// the selected ones are confirmed together from one statement; the filtered rows as CSV.
import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  PAYMENT_KIND_TEXT, PAYMENT_STATUSES, PAYMENT_STATUS_TEXT, type ApiAdminPaymentRow, type ApiBulkResult, type ApiPaymentStatus,
} from '@/contract/wire/admin-signup';
import { ListScreen } from '@/components/admin/ListScreen';
import { BulkButton, CsvButton, bulkDone, csvHref, labelOptions, statusSelect } from '@/components/admin/QueueFilters';
import { usePrompt, type Prompt } from '@/components/admin/signup/PromptModal';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { status?: string; kind?: string; q?: string; from?: string; to?: string };

const STATUS_COLORS: Record<ApiPaymentStatus, string> = { pending: 'gold', paid: 'green', void: 'default' };
const REFERENCE = { name: 'reference', label: '收款凭证号（银行流水号或收据号）', max: 60 };

export default function AdminPaymentListScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminPaymentRow, Filters>('admin/payment/list', { filterKeys: ['status', 'kind', 'q', 'from', 'to'] });
  const f = list.filters;
  const [selected, setSelected] = useState<number[]>([]);
  const { ask, dialog } = usePrompt(() => {
    setSelected([]);
    list.reload();
  });

  const confirm = (r: ApiAdminPaymentRow): Prompt => ({
    title: `确认 ${r.name} 的缴费`,
    intro: <p>{PAYMENT_KIND_TEXT[r.kind]}“{r.item.title}”，应缴 ¥{r.amount}。确认后学员会收到站内消息，并可申请发票。</p>,
    okText: '确认到账',
    path: `admin/payment/confirm/${r.id}`,
    fields: [{ name: 'amount', label: '到账金额（元）', max: 12, initial: String(r.amount) }, REFERENCE],
    done: () => '已确认到账',
  });
  const confirmMany = (): Prompt => ({
    title: `批量确认 ${selected.length} 笔缴费`,
    intro: <p>每笔按应缴金额确认，使用同一收款凭证号（如对账单号）。</p>,
    okText: '确认到账',
    path: 'admin/payment/bulk',
    body: { ids: selected },
    fields: [REFERENCE],
    done: (answer) => bulkDone(answer as ApiBulkResult, '已确认', '笔'),
  });

  const columns: TableColumnsType<ApiAdminPaymentRow> = [
    { title: '生成时间', dataIndex: 'createdAt', width: 140 },
    { title: '类型', dataIndex: 'kind', width: 80, render: (k: ApiAdminPaymentRow['kind']) => PAYMENT_KIND_TEXT[k] },
    { title: '项目', key: 'item', ellipsis: true, render: (_, r) => r.item.title },
    { title: '姓名', dataIndex: 'name', width: 90 },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '应缴', dataIndex: 'amount', width: 90, render: (v: number) => `¥${v}` },
    {
      title: '状态', dataIndex: 'status', width: 90,
      render: (s: ApiPaymentStatus) => <Tag color={STATUS_COLORS[s]}>{PAYMENT_STATUS_TEXT[s]}</Tag>,
    },
    {
      title: '到账记录', key: 'paid', ellipsis: true, responsive: ['lg'],
      render: (_, r) => (r.paidAt ? `${r.paidAt} ${r.confirmedBy} 凭证 ${r.reference}` : '—'),
    },
    {
      title: '操作', key: 'actions', width: 100,
      render: (_, r) => r.status === 'pending' && <Button size="small" type="primary" onClick={() => ask(confirm(r))}>确认到账</Button>,
    },
  ];

  return (
    <ListScreen
      staff={staff} title="缴费确认" extra={<CsvButton href={csvHref('admin/payment', f)} />} list={list} columns={columns} width={900}
      selects={[
        statusSelect(labelOptions(PAYMENT_STATUS_TEXT, PAYMENT_STATUSES)),
        { name: 'kind', placeholder: '培训班和课程', label: '按类型筛选', width: 140, options: labelOptions(PAYMENT_KIND_TEXT) },
      ]}
      dates="按日期筛选"
      search={{ placeholder: '姓名或手机号', label: '按姓名或手机号搜索', width: 200 }}
      bulk={<BulkButton label="批量确认" selected={selected} onClick={() => ask(confirmMany())} />}
      empty={f.status === 'pending' ? '没有待确认的缴费' : '没有符合条件的缴费记录'}
      selection={{ selected, setSelected, enabled: (r) => r.status === 'pending', name: (r) => r.name }}
    >
      {dialog}
    </ListScreen>
  );
}
