import Link from '@/components/ui/Link';
import { CertCard } from '@/components/cert/CertCard';
import { CertSummary } from '@/components/cert/CertSummary';
import styles from '@/components/cert/cert.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageTitle } from '@/components/ui/PageTitle';
import { Pager, pageHref } from '@/components/ui/Pager';
import { CENTRE_CRUMBS, UserSeo } from '@/components/user/UserSeo';
import type { BaseProps } from '@/loaders/page';
import type { UserCertProps } from '@/loaders/user-cert';

export { getServerSideProps } from '@/loaders/user-cert';

export default function UserCertPage({ certs, currentYear, site, siteUrl }: UserCertProps & BaseProps) {
  const crumbs = [...CENTRE_CRUMBS, { name: '我的证书', path: '/user/cert' }];
  return (
    <>
      <UserSeo
        site={site}
        siteUrl={siteUrl}
        title={certs.page > 1 ? `我的证书 - 第${certs.page}页` : '我的证书'}
        description="我的继续医学教育学分证书：下载证书 PDF、核验证书真伪、下载年度学分汇总表。"
        path={pageHref('/user/cert', certs.page)}
        crumbs={crumbs}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title="我的证书">
        <p>完成课程的全部课时或全勤参加培训班后，系统自动发放证书；设有结业考试的，考试合格后发放。每张证书都有唯一编号和二维码，单位可扫码或输入编号核验真伪。</p>
      </PageTitle>
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
