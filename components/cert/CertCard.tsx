// One certificate in my list: what it is for, its number, credit, dates and state, with the PDF
// download and the public verification page.
import Link from '@/components/ui/Link';
import { CERT_KIND_LABEL, CERT_STATUS_LABEL, creditLabel, formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiCert } from '@/contract/wire/cert';
import styles from './cert.module.css';
import { buttonClass } from '@/components/ui/Button';
import { FactList } from '@/components/ui/FactList';

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
      <FactList
        className={styles.facts}
        facts={[
          { term: '证书编号', value: cert.number, valueClassName: styles.number },
          { term: '学分', value: credit || '不授予学分' },
          { term: '学时', value: `${formatAmount(cert.hours)} 学时` },
          { term: '发证日期', value: formatDate(cert.issuedAt) },
          { term: '有效期至', value: cert.validUntil ? formatDate(cert.validUntil) : '长期有效' },
          { term: '发证单位', value: cert.issuer },
        ]}
      />
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
