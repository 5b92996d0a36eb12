// The detail drawer of one invoice request: the buyer as the learner typed it, the items, and what finance did.
import { Descriptions, Drawer, Tag } from 'antd';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import { INVOICE_STATUS_TEXT } from '@/contract/wire/invoice';

export const INVOICE_STATUS_COLORS = { pending: 'gold', issued: 'green', rejected: 'red', reversed: 'default' } as const;
export const INVOICE_KIND_TEXT = { normal: '电子普通发票', special: '增值税专用发票' } as const;

export function InvoiceDetail({ invoice, onClose }: { invoice: ApiAdminInvoiceRow | null; onClose: () => void }) {
  const r = invoice;
  return (
    <Drawer open={r !== null} onClose={onClose} title={r ? `发票申请 #${r.id}` : ''} size={560}>
      {r && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="状态"><Tag color={INVOICE_STATUS_COLORS[r.status]}>{INVOICE_STATUS_TEXT[r.status]}</Tag></Descriptions.Item>
          <Descriptions.Item label="学员">{r.learner.name} {r.learner.phone}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDateTime(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="发票类型">{INVOICE_KIND_TEXT[r.kind]}（{r.titleType === 'organisation' ? '单位' : '个人'}）</Descriptions.Item>
          <Descriptions.Item label="抬头">{r.title}</Descriptions.Item>
          <Descriptions.Item label="纳税人识别号">{r.taxNumber || '—'}</Descriptions.Item>
          {r.address ? <Descriptions.Item label="地址、电话">{r.address}</Descriptions.Item> : null}
          {r.bank ? <Descriptions.Item label="开户行及账号">{r.bank}</Descriptions.Item> : null}
          <Descriptions.Item label="接收邮箱">{r.email}</Descriptions.Item>
          <Descriptions.Item label="开票项目">
            {r.items.map((i) => <div key={i.name}>{i.name}　¥{i.amount.toFixed(2)}</div>)}
          </Descriptions.Item>
          <Descriptions.Item label="金额">¥{r.amount.toFixed(2)}</Descriptions.Item>
          {r.number && <Descriptions.Item label="发票号码">{r.number}{r.uploaded ? '（外部开具，已上传 PDF）' : ''}</Descriptions.Item>}
          {r.issuedAt && <Descriptions.Item label="开票时间">{formatDateTime(r.issuedAt)}</Descriptions.Item>}
          {r.rejectReason && <Descriptions.Item label="驳回原因">{r.rejectReason}</Descriptions.Item>}
          {r.reverseReason && <Descriptions.Item label="红冲原因">{r.reverseReason}（{formatDateTime(r.reversedAt)}）</Descriptions.Item>}
          {r.pdfUrl && <Descriptions.Item label="发票文件"><a href={r.pdfUrl} target="_blank" rel="noreferrer">查看 PDF</a></Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
