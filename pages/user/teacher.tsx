import { TeacherPanel } from '@/components/scope/TeacherPanel';
import scopeStyles from '@/components/scope/scope.module.css';
import { Seo, breadcrumbJsonLd } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import type { BaseProps } from '@/loaders/page';
import type { UserTeacherProps } from '@/loaders/user-teacher';

export { getServerSideProps } from '@/loaders/user-teacher';

export default function UserTeacherPage({ state, options, site, siteUrl }: UserTeacherProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '用户中心', path: '/user/userCenter' },
    { name: '讲师认证', path: '/user/teacher' },
  ];
  return (
    <>
      <Seo
        title="讲师认证"
        description="申请成为学院认证讲师：填写职称、从业年限、医院等级和擅长领域，上传资质证明，查看审核进度。"
        site={site}
        siteUrl={siteUrl}
        path="/user/teacher"
        noindex
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <div className={styles.layout}>
        <UserMenuPanel />
        <div className={scopeStyles.main}>
          <Breadcrumbs items={crumbs} />
          <PageTitle title="讲师认证" />
          <TeacherPanel state={state} options={options} />
        </div>
      </div>
    </>
  );
}
