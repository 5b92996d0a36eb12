import { ApplyPanel } from '@/components/scope/ApplyPanel';
import scopeStyles from '@/components/scope/scope.module.css';
import { Seo, breadcrumbJsonLd } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import type { BaseProps } from '@/loaders/page';
import type { UserApplyProps } from '@/loaders/user-apply';

export { getServerSideProps } from '@/loaders/user-apply';

export default function UserApplyPage({ applications, regions, today, site, siteUrl }: UserApplyProps & BaseProps) {
  const page = applications.page;
  const path = page > 1 ? `/user/apply?page=${page}` : '/user/apply';
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '用户中心', path: '/user/userCenter' },
    { name: '培训班申请', path: '/user/apply' },
  ];
  return (
    <>
      <Seo
        title={page > 1 ? `培训班申请（第${page}页）` : '培训班申请'}
        description="申请在您的单位举办培训班：填写培训计划、日期与人数，查看审核进度与结果。"
        site={site}
        siteUrl={siteUrl}
        path={path}
        noindex
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <div className={styles.layout}>
        <UserMenuPanel />
        <div className={scopeStyles.main}>
          <Breadcrumbs items={crumbs} />
          <PageTitle title="培训班申请" />
          <ApplyPanel applications={applications} regions={regions} today={today} />
        </div>
      </div>
    </>
  );
}
