// One certificate in my list: what it is for, its number, credit, dates and state, with the PDF
// download and the public verification page.
import Link from 'next/link';
import { CERT_KIND_LABEL, CERT_STATUS_LABEL, creditLabel, formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiCert } from '@/contract/wire/cert';
import styles from './cert.module.css';
import { buttonClass } from '@/components/ui/Button';

export const certPdfHref = (id: number) => `/api/med/user/cert/pdf/${id}`;
export const verifyHref = (number: string) => `/cert/verify?no=${encodeURIComponent(number)}`;

export function CertStatusBadge({ status }: { status: ApiCert['status'] }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{CERT_STATUS_LABEL[status]}</span>;
}

export function CertCard({ cert }: { cert: ApiCert }) {
  const credit = creditLabel(cert);
  const headingId = `cert-${cert.id}`;
  return (
    <article className={`${styles.card} ${cert.status === 'valid' ? '' : styles.cardOff}`} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={styles.kind}>{CERT_KIND_LABEL[cert.kind]}</span>
        <CertStatusBadge status={cert.status} />
      </div>
      <h2 id={headingId} className={styles.cardTitle}>
        {cert.link ? <Link href={cert.link}>{cert.title}</Link> : cert.title}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>证书编号</dt>
          <dd className={styles.number}>{cert.number}</dd>
        </div>
        <div>
          <dt>学分</dt>
          <dd>{credit || '不授予学分'}</dd>
        </div>
        <div>
          <dt>学时</dt>
          <dd>{formatAmount(cert.hours)} 学时</dd>
        </div>
        <div>
          <dt>发证日期</dt>
          <dd>{formatDate(cert.issuedAt)}</dd>
        </div>
        <div>
          <dt>有效期至</dt>
          <dd>{cert.validUntil ? formatDate(cert.validUntil) : '长期有效'}</dd>
        </div>
        <div>
          <dt>发证单位</dt>
          <dd>{cert.issuer}</dd>
        </div>
      </dl>
      {cert.status === 'revoked' && cert.revokeReason ? (
        <p className={styles.revoked} role="note">
          撤销原因：{cert.revokeReason}
        </p>
      ) : null}
      <div className={styles.actions}>
        <a href={certPdfHref(cert.id)} className={buttonClass({ variant: 'primary', size: 'sm' })} download={`证书_${cert.number}.pdf`}>
          下载证书 PDF
        </a>
        <Link href={verifyHref(cert.number)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          查看核验页
        </Link>
      </div>
    </article>
  );
}
