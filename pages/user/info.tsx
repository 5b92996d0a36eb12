import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import { ProfileView } from '@/components/user/ProfileView';
import { UserSeo } from '@/components/user/UserSeo';
import type { BaseProps } from '@/loaders/page';
import type { UserInfoProps } from '@/loaders/user-info';

export { getServerSideProps } from '@/loaders/user-info';

export default function UserInfoPage({ profile, options, site, siteUrl }: UserInfoProps & BaseProps) {
  return (
    <>
      <UserSeo
        site={site}
        siteUrl={siteUrl}
        title="个人资料"
        description="查看和修改您的姓名、工作单位、科室、职称、所在地区和头像。"
        path="/user/info"
      />
      <div className={styles.layout}>
        <UserMenuPanel />
        <ProfileView profile={profile} options={options} />
      </div>
    </>
  );
}
