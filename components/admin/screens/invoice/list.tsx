// /admin/invoice (finance): the learners' invoice requests (docs/product.md "Invoices and gift orders in the
// console"). A pending one is issued (the number and PDF made by the site, or the PDF of one issued elsewhere
// uploaded with its number) or rejected with a reason; an issued one can be reversed (红冲) with a reason.
// Each decision is one request: a batch would skip looking at each buyer's title and tax number, which is what
// finance checks. The filtered rows export as CSV.
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import { INVOICE_STATUS_TEXT, type InvoiceStatus } from '@/contract/wire/invoice';
import { ListScreen } from '@/components/admin/ListScreen';
import { CsvButton, csvHref, labelOptions, statusSelect } from '@/components/admin/QueueFilters';
import { PromptModal, type Prompt } from '@/components/admin/signup/PromptModal';
import { INVOICE_KIND_TEXT, INVOICE_STATUS_COLORS, InvoiceDetail } from '@/components/admin/store/InvoiceDetail';
import { IssueUploadModal } from '@/components/admin/store/IssueUploadModal';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { status?: string; kind?: string; q?: string; from?: string; to?: string };

const REASON = { name: 'reason', label: '原因（学员会看到）', max: 200, textarea: true };
const who = (r: ApiAdminInvoiceRow) => `${r.learner.name}（${r.title}，¥${r.amount.toFixed(2)}）`;

export default function AdminInvoiceListScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminInvoiceRow, Filters>('admin/invoice/list', { filterKeys: ['status', 'kind', 'q', 'from', 'to'] });
  const f = list.filters;
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [uploading, setUploading] = useState<ApiAdminInvoiceRow | null>(null);
  const [shown, setShown] = useState<ApiAdminInvoiceRow | null>(null);

  const issue = (r: ApiAdminInvoiceRow): Prompt => ({
    title: `开具发票：${who(r)}`,
    intro: <p>由网站按申请内容生成电子发票 PDF，学员可在“发票管理”中下载，并收到站内消息。</p>,
    okText: '确认开具',
    path: `admin/invoice/issue/${r.id}`,
    fields: [],
    done: () => '已开具',
  });
  const reject = (r: ApiAdminInvoiceRow): Prompt => ({
    title: `驳回申请：${who(r)}`, okText: '驳回', danger: true, path: `admin/invoice/reject/${r.id}`, fields: [REASON],
    intro: <p>学员可按原因修改后重新提交。</p>, done: () => '已驳回',
  });
  const reverse = (r: ApiAdminInvoiceRow): Prompt => ({
    title: `红冲发票 ${r.number}`, okText: '红冲作废', danger: true, path: `admin/invoice/reverse/${r.id}`, fields: [REASON],
    intro: <p>红冲后该发票作废，学员看到“已红冲”及原因，其中的项目可以重新申请开票。</p>, done: () => '已红冲',
  });

  const actions = (r: ApiAdminInvoiceRow) => (
    <Space size={4} wrap>
      <Button size="small" onClick={() => setShown(r)}>详情</Button>
      {r.status === 'pending' && <Button size="small" type="primary" onClick={() => setPrompt(issue(r))}>开具</Button>}
      {r.status === 'pending' && <Button size="small" onClick={() => setUploading(r)}>上传发票</Button>}
      {r.status === 'pending' && <Button size="small" danger onClick={() => setPrompt(reject(r))}>驳回</Button>}
      {r.status === 'issued' && <Button size="small" danger onClick={() => setPrompt(reverse(r))}>红冲</Button>}
      {r.pdfUrl && <Button size="small" type="link" href={r.pdfUrl} target="_blank">PDF</Button>}
    </Space>
  );

  const columns: TableColumnsType<ApiAdminInvoiceRow> = [
    { title: '申请时间', dataIndex: 'createdAt', width: 140, render: (s: number) => formatDateTime(s) },
    { title: '学员', key: 'learner', width: 130, render: (_, r) => <>{r.learner.name}<br />{r.learner.phone}</> },
    { title: '抬头', dataIndex: 'title', width: 200, ellipsis: true },
    { title: '类型', dataIndex: 'kind', width: 120, responsive: ['xxl'], render: (k: ApiAdminInvoiceRow['kind']) => INVOICE_KIND_TEXT[k] },
    { title: '金额', dataIndex: 'amount', width: 100, render: (v: number) => `¥${v.toFixed(2)}` },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: InvoiceStatus) => <Tag color={INVOICE_STATUS_COLORS[s]}>{INVOICE_STATUS_TEXT[s]}</Tag> },
    { title: '发票号码', dataIndex: 'number', width: 190, responsive: ['xl'], render: (n: string | null) => n ?? '—' },
    { title: '操作', key: 'actions', width: 260, render: (_, r) => actions(r) },
  ];

  const closed = (changed: boolean) => {
    setPrompt(null);
    setUploading(null);
    setShown(null);
    if (changed) list.reload();
  };

  return (
    <ListScreen
      staff={staff} title="发票管理" extra={<CsvButton href={csvHref('admin/invoice', f)} />} list={list} columns={columns} width={1110}
      selects={[
        statusSelect(labelOptions(INVOICE_STATUS_TEXT)),
        { name: 'kind', placeholder: '全部类型', label: '按发票类型筛选', width: 150, options: labelOptions(INVOICE_KIND_TEXT) },
      ]}
      dates="按申请日期筛选"
      search={{ placeholder: '姓名、手机号、抬头或发票号码', label: '搜索', width: 260 }}
      empty={f.status === 'pending' ? '没有待开具的发票申请' : '没有符合条件的发票申请'}
    >
      <PromptModal prompt={prompt} onClose={closed} />
      <IssueUploadModal invoice={uploading} onClose={closed} />
      <InvoiceDetail invoice={shown} onClose={() => setShown(null)} />
    </ListScreen>
  );
}
