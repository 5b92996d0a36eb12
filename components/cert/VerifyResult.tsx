// The answer of the verification page: the certificate's state in large letters, then only what a
// verifier needs (the holder's name masked).
import { CERT_KIND_LABEL, CERT_STATUS_LABEL, creditLabel, formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiCertVerify } from '@/contract/wire/cert';
import styles from './verify.module.css';

const STATUS_NOTE: Record<ApiCertVerify['status'], string> = {
  valid: '该证书真实有效。',
  expired: '该证书真实，但已超过有效期。',
  revoked: '该证书已被发证单位撤销，不再有效。',
};

/** The note under the state: a revocation or a replacement says on which day (China calendar). */
function stateNote(cert: ApiCertVerify): string {
  if (cert.replacedAt) return `该编号的证书已于 ${formatDate(cert.replacedAt)} 换发新证书，此编号作废，请向持证人索取新证书核验。`;
  if (cert.status === 'revoked' && cert.revokedAt) return `该证书已于 ${formatDate(cert.revokedAt)} 被发证单位撤销，不再有效。`;
  return STATUS_NOTE[cert.status];
}

export function VerifyResult({ cert }: { cert: ApiCertVerify }) {
  const rows: [string, string][] = [
    ['证书编号', cert.number],
    ['持证人', cert.holder],
    ['证书名称', cert.title],
    ['证书类型', CERT_KIND_LABEL[cert.kind]],
    ['学分', creditLabel(cert) || '不授予学分'],
    ['学时', `${formatAmount(cert.hours)} 学时`],
    ['发证日期', formatDate(cert.issuedAt)],
    ['有效期至', cert.validUntil ? formatDate(cert.validUntil) : '长期有效'],
    ['发证单位', cert.issuer],
    ...(cert.revokedAt ? [[cert.replacedAt ? '换发日期' : '撤销日期', formatDate(cert.revokedAt)] as [string, string]] : []),
  ];
  return (
    <section className={`${styles.result} ${styles[`result_${cert.status}`]}`} aria-labelledby="verify-status">
      <div className={styles.state}>
        <span className={styles.stateIcon} aria-hidden="true">
          {cert.status === 'valid' ? '✓' : '!'}
        </span>
        <div>
          <h2 id="verify-status" className={styles.stateTitle}>
            {cert.replacedAt ? '已换发' : CERT_STATUS_LABEL[cert.status]}
          </h2>
          <p className={styles.stateNote}>{stateNote(cert)}</p>
        </div>
      </div>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={label === '证书编号' ? styles.number : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.privacy}>为保护个人信息，持证人姓名已部分隐藏，请与证书原件或本人身份信息核对。</p>
    </section>
  );
}
