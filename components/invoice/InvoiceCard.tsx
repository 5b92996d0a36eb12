// One invoice in the list: its state, title, amount and items; edit and delete while it can still
// change, the PDF once issued, the academy's reason when rejected or reversed (红冲).
import Link from 'next/link';
import { formatDate, formatDateTime } from '@/contract/time';
import { INVOICE_STATUS_TEXT, type ApiInvoice } from '@/contract/wire/invoice';
import { formatYuan } from './invoice-form';
import styles from './invoice.module.css';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

type Props = {
  invoice: ApiInvoice;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

const KIND_TEXT = { normal: '电子普通发票', special: '增值税专用发票' } as const;

export function InvoiceCard({ invoice: inv, busy, onEdit, onDelete }: Props) {
  const headingId = `invoice-${inv.id}`;
  return (
    <li className={cardClass({ padding: 'sm', className: styles.card })} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={`${styles.status} ${styles[inv.status]}`}>{INVOICE_STATUS_TEXT[inv.status]}</span>
        <h3 id={headingId} className={styles.cardTitle}>
          {inv.title}
        </h3>
        <strong className={styles.amount}>{formatYuan(inv.amount)}</strong>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>抬头类型</dt>
          <dd>{inv.titleType === 'organisation' ? '单位' : '个人'} · {KIND_TEXT[inv.kind]}</dd>
        </div>
        {inv.taxNumber ? (
          <div>
            <dt>纳税人识别号</dt>
            <dd className={styles.mono}>{inv.taxNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>接收邮箱</dt>
          <dd className={styles.breakAll}>{inv.email}</dd>
        </div>
        <div>
          <dt>申请时间</dt>
          <dd>{formatDateTime(inv.createdAt)}</dd>
        </div>
        {inv.number ? (
          <div>
            <dt>发票号码</dt>
            <dd className={styles.mono}>{inv.number}</dd>
          </div>
        ) : null}
        {inv.issuedAt ? (
          <div>
            <dt>开票日期</dt>
            <dd>{formatDate(inv.issuedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.coveredItems} aria-label="开票项目">
        {inv.items.map((item) => (
          <li key={item.key}>
            {item.link ? <Link href={item.link}>{item.name}</Link> : item.name}
            <span className={styles.itemAmount}>{formatYuan(item.amount)}</span>
          </li>
        ))}
      </ul>
      {inv.status === 'rejected' ? (
        <p className={styles.reason}>
          <strong>驳回原因：</strong>
          {inv.rejectReason || '请联系学院财务处'}
        </p>
      ) : null}
      {inv.status === 'reversed' ? (
        <p className={styles.reason}>
          <strong>红冲原因：</strong>
          {inv.reverseReason || '请联系学院财务处'}
          {inv.reversedAt ? `（${formatDate(inv.reversedAt)} 红冲）` : ''}。该发票已作废，其中的项目可重新申请开票。
        </p>
      ) : null}
      {inv.status === 'pending' ? <p className={styles.note}>学院财务处将在 3 个工作日内审核开具，开具后可在此下载，并发送到接收邮箱。</p> : null}
      <div className={styles.cardActions}>
        {inv.pdfUrl ? (
          <a className={buttonClass({ variant: 'primary', size: 'sm' })} href={inv.pdfUrl} download>
            下载发票 PDF
          </a>
        ) : null}
        {inv.canEdit ? (
          <>
            <button type="button" className={buttonClass({ variant: 'quiet', size: 'sm' })} onClick={onEdit} disabled={busy} aria-describedby={headingId}>
              {inv.status === 'rejected' ? '修改后重新提交' : '修改'}
            </button>
            <button type="button" className={buttonClass({ variant: 'danger', size: 'sm' })} onClick={onDelete} disabled={busy} aria-describedby={headingId}>
              删除
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
