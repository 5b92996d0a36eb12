import { Seo } from '@/components/seo/Seo';
import { ProfileCard } from '@/components/user/ProfileCard';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import type { BaseProps } from '@/lib/loaders/page';
import type { UserInfoProps } from '@/lib/loaders/user-info';

export { getServerSideProps } from '@/lib/loaders/user-info';

export default function UserInfoPage({ profile, site, siteUrl }: UserInfoProps & BaseProps) {
  return (
    <>
      <Seo title="个人中心" siteName={site.name} siteUrl={siteUrl} path="/user/info" noindex />
      <div className={styles.layout}>
        <UserMenuPanel />
        <ProfileCard profile={profile} />
      </div>
    </>
  );
}
