// The frame of a scope page in the personal centre (an organisation's courses, a trainer's classes, class
// applications, a teacher's profile): the user menu beside the page, the trail under 用户中心 on top.
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import userStyles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import { CENTRE_CRUMBS, UserSeo } from '@/components/user/UserSeo';
import type { SiteInfo } from '@/lib/json-ld';
import styles from './scope.module.css';

type Props = {
  site: SiteInfo;
  siteUrl: string;
  title: string;
  description: string;
  path: string;
  /** The trail after 首页 › 用户中心. */
  crumbs: Crumb[];
  children: ReactNode;
};

export function ScopeFrame({ site, siteUrl, title, description, path, crumbs, children }: Props) {
  const trail = [...CENTRE_CRUMBS, ...crumbs];
  return (
    <>
      <UserSeo site={site} siteUrl={siteUrl} title={title} description={description} path={path} crumbs={trail} />
      <div className={userStyles.layout}>
        <UserMenuPanel />
        <div className={styles.main}>
          <Breadcrumbs items={trail} />
          {children}
        </div>
      </div>
    </>
  );
}
