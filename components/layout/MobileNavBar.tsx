// Phone top bar (docs/product.md §2 "top navigation"): back, the screen's name and search, inside a banner landmark.
// The home page shows the brand and search instead of a back arrow. Plain markup rather than antd-mobile's
// NavBar, whose back area is a focusless div with no name: here the arrow is a real link to where back
// leads when there is no page of ours to return to, so it works before hydration and for keyboards.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import type { MenuKey } from '@/lib/routes';
import { backFallback, getInSiteHistory, historyKey } from '@/lib/site-nav';
import styles from './MobileNavBar.module.css';

type Props = { title: string; siteName: string; menuKey: MenuKey | null; section?: string | null };

export function MobileNavBar({ title, siteName, menuKey, section }: Props) {
  const router = useRouter();

  if (router.pathname === '/') {
    return (
      <header className={styles.home}>
        <span className={styles.brand}>{siteName}</span>
        <Link href="/search" className={styles.search}>
          搜索课程、培训、文章
        </Link>
      </header>
    );
  }

  const pathname = router.asPath.split(/[?#]/)[0];
  const fallback = backFallback(pathname, menuKey, section);

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const history = getInSiteHistory();
    const stays = history?.canGoBack({
      key: historyKey(window.history.state),
      referrer: document.referrer,
      origin: window.location.origin,
      historyLength: window.history.length,
    });
    // Otherwise the link itself (the Link's own client navigation) takes the visitor to the fallback.
    if (stays) {
      event.preventDefault();
      router.back();
    }
  };

  return (
    <header className={styles.bar}>
      <Link href={fallback} className={styles.back} onClick={goBack} aria-label="返回">
        <span aria-hidden="true">‹</span>
      </Link>
      <div className={styles.title}>{title}</div>
      <Link href="/search" className={styles.right}>
        搜索
      </Link>
    </header>
  );
}
