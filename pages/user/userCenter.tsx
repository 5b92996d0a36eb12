import { DemandInvite } from '@/components/demand/DemandInvite';
import { CenterHeader } from '@/components/user/CenterHeader';
import { CenterMenu } from '@/components/user/CenterMenu';
import { CertSection, CourseSection, TrainingSection, UnreadSection } from '@/components/user/CenterSections';
import styles from '@/components/user/center.module.css';
import { UserSeo } from '@/components/user/UserSeo';
import type { BaseProps } from '@/loaders/page';
import type { UserCenterProps } from '@/loaders/user-center';

export { getServerSideProps } from '@/loaders/user-center';

export default function UserCenterPage({ summary, demand, site, siteUrl }: UserCenterProps & BaseProps) {
  return (
    <>
      <UserSeo site={site} siteUrl={siteUrl} title="用户中心" description="我的积分、消息、培训班、课程和证书一览。" path="/user/userCenter" />
      <div className={styles.page}>
        <CenterHeader summary={summary} />
        <DemandInvite demand={demand} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <TrainingSection summary={summary} />
            <CourseSection summary={summary} />
            <CertSection summary={summary} />
          </div>
          <div className={styles.side}>
            <UnreadSection summary={summary} />
            <CenterMenu />
          </div>
        </div>
      </div>
    </>
  );
}
