// The two layouts of docs/product.md §2 ("default or clear"), with the navigation each route asks for.
import { Activity, type ReactNode } from 'react';
import Link from '@/components/ui/Link';
import type { ApiHomeCommon } from '@/contract/api-types';
import type { RouteDef } from '@/lib/routes';
import { MobileNavBar } from './MobileNavBar';
import { MobileTabBar } from './MobileTabBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './Layout.module.css';

// Only when home/common could not be loaded (the API is down); the same name the API gives.
const DEFAULT_SITE_NAME = '河南省基层卫生健康学会培训学院';

type Props = {
  route: RouteDef | undefined;
  site: ApiHomeCommon['site'] | undefined;
  title: string;
  children: ReactNode;
  /** The section the page's breadcrumb shows (a menu path), when the route alone does not say it. */
  section?: string | null;
};

/**
 * The page's own content is hydrated after the frame around it, in slices the browser can interrupt
 * (docs/architecture.md §7): a visible Activity boundary is hydrated apart from its parent, as a Suspense
 * boundary would be, but the server writes it in place, with no script to reveal it. A click inside it before
 * then makes React hydrate it at once and replays the click.
 */
function PageContent({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}

export function Layout({ route, site, title, section, children }: Props) {
  const siteName = site?.name ?? DEFAULT_SITE_NAME;
  const shortName = site?.shortName ?? siteName;

  if (route?.layout === 'clear') {
    return (
      <div className={styles.clear}>
        <header className={styles.clearHeader}>
          <Link href="/" className={styles.clearBrand}>
            {siteName}
          </Link>
        </header>
        <main id="main" className={styles.clearMain}>
          <PageContent>{children}</PageContent>
        </main>
      </div>
    );
  }

  const showTopNav = route?.showTopNav ?? true;
  const showBottomNav = route?.showBottomNav ?? true;
  return (
    <div className={showBottomNav ? `${styles.page} ${styles.withTabBar}` : styles.page}>
      <a href="#main" className="skip-link">
        跳到正文
      </a>
      <div className="desktop-only">
        <SiteHeader route={route} siteName={siteName} section={section} />
      </div>
      {showTopNav ? (
        <div className="mobile-only">
          <MobileNavBar title={title} siteName={shortName} menuKey={route?.menuKey ?? null} section={section} />
        </div>
      ) : null}
      <main id="main" className={styles.main}>
        <PageContent>{children}</PageContent>
      </main>
      <SiteFooter site={site} />
      {showBottomNav ? (
        <div className="mobile-only">
          <MobileTabBar menuKey={route?.menuKey ?? null} />
        </div>
      ) : null}
    </div>
  );
}
