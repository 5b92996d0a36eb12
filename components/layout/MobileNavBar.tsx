// Phone top bar (SPEC 2 "top navigation"): antd-mobile NavBar with a named back button. The home
// page shows the brand and search instead of a back arrow.
import NavBar from 'antd-mobile/es/components/nav-bar';
import Link from 'next/link';
import { useRouter } from 'next/router';
import styles from './MobileNavBar.module.css';

export function MobileNavBar({ title, siteName }: { title: string; siteName: string }) {
  const router = useRouter();

  if (router.pathname === '/') {
    return (
      <div className={styles.home}>
        <span className={styles.brand}>{siteName}</span>
        <Link href="/search" className={styles.search}>
          搜索课程、培训、文章
        </Link>
      </div>
    );
  }

  const goBack = () => {
    // A visitor who landed here directly has no history on this site: back means home.
    if (window.history.length > 1) router.back();
    else void router.push('/');
  };

  return (
    <div className={styles.bar}>
      <NavBar
        onBack={goBack}
        backIcon={<span aria-label="返回" role="img">‹</span>}
        right={
          <Link href="/search" className={styles.right} aria-label="搜索">
            搜索
          </Link>
        }
      >
        {title}
      </NavBar>
    </div>
  );
}
