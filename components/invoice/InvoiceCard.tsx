// One invoice in the list: its state, title, amount and items; edit and delete while it can still
// change, the PDF once issued, the academy's reason when rejected or reversed (红冲).
import Link from '@/components/ui/Link';
import { formatDate, formatDateTime } from '@/contract/time';
import { INVOICE_STATUS_TEXT, type ApiInvoice } from '@/contract/wire/invoice';
import { formatYuan } from './invoice-form';
import styles from './invoice.module.css';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { FactList } from '@/components/ui/FactList';

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
      <FactList
        className={styles.facts}
        facts={[
          { term: '抬头类型', value: `${inv.titleType === 'organisation' ? '单位' : '个人'} · ${KIND_TEXT[inv.kind]}` },
          !!inv.taxNumber && { term: '纳税人识别号', value: inv.taxNumber, valueClassName: styles.mono },
          { term: '接收邮箱', value: inv.email, valueClassName: styles.breakAll },
          { term: '申请时间', value: formatDateTime(inv.createdAt) },
          !!inv.number && { term: '发票号码', value: inv.number, valueClassName: styles.mono },
          !!inv.issuedAt && { term: '开票日期', value: formatDate(inv.issuedAt) },
        ]}
      />
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
