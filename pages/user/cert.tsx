import Link from 'next/link';
import { CertCard } from '@/components/cert/CertCard';
import { CertSummary } from '@/components/cert/CertSummary';
import styles from '@/components/cert/cert.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager, pageHref } from '@/components/ui/Pager';
import { UserCentreHead } from '@/components/user/UserCentreHead';
import type { BaseProps } from '@/loaders/page';
import type { UserCertProps } from '@/loaders/user-cert';

export { getServerSideProps } from '@/loaders/user-cert';

export default function UserCertPage({ certs, currentYear, site, siteUrl }: UserCertProps & BaseProps) {
  return (
    <>
      <UserCentreHead
        title="我的证书"
        seoTitle={certs.page > 1 ? `我的证书 - 第${certs.page}页` : undefined}
        description="我的继续医学教育学分证书：下载证书 PDF、核验证书真伪、下载年度学分汇总表。"
        path="/user/cert"
        pagePath={pageHref('/user/cert', certs.page)}
        site={site}
        siteUrl={siteUrl}
      >
        <p>完成课程的全部课时或全勤参加培训班后，系统自动发放证书。每张证书都有唯一编号和二维码，单位可扫码或输入编号核验真伪。</p>
      </UserCentreHead>
      {certs.total > 0 ? (
        <>
          <CertSummary totals={certs.totals} years={certs.years} currentYear={currentYear} />
          <div className={styles.list}>
            {certs.list.map((c) => (
              <CertCard key={c.id} cert={c} />
            ))}
          </div>
          <Pager path="/user/cert" page={certs.page} pageSize={certs.pageSize} total={certs.total} />
        </>
      ) : (
        <EmptyState title="还没有证书">
          <p>学完一门精品课程的全部课时，或全勤参加一期培训班，证书就会出现在这里。</p>
          <p className={styles.emptyLinks}>
            <Link href="/course">去学习课程</Link>
            <Link href="/training">报名培训班</Link>
          </p>
        </EmptyState>
      )}
    </>
  );
}
