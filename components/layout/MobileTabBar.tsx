// Phone bottom navigation (docs/product.md §2 "bottom navigation"): plain links, so they work with the keyboard and
// crawlers can follow them. Not antd-mobile's TabBar: it brought its badge, safe-area and a few KB of script to
// every page for what a flex row does (docs/conventions.md §14).
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { MenuKey } from '@/lib/routes';
import { tabForMenuKey } from '@/lib/site-nav';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './MobileTabBar.module.css';

/** A line icon in the text colour. Drawn here: antd-mobile-icons' five outlines were 4 KB of path data on every page. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      {children}
    </svg>
  );
}

const tabs = [
  { key: 'index', path: '/', title: '首页', icon: <Icon><path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" /></Icon> },
  {
    key: 'training', path: '/training', title: '培训',
    icon: <Icon><circle cx="9" cy="8" r="3.2" /><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16.5 5.2a3 3 0 0 1 0 5.6M17 14.3c2.3.6 4 2.9 4 5.7" /></Icon>,
  },
  { key: 'course', path: '/course', title: '课程', icon: <Icon><rect x="3" y="5" width="13" height="14" rx="2" /><path d="m16 10 5-3v10l-5-3z" /></Icon> },
  { key: 'live', path: '/live', title: '直播', icon: <Icon><circle cx="12" cy="12" r="9" /><path d="M10 8.5v7l6-3.5z" /></Icon> },
  { key: 'user', path: '/user/userCenter', title: '我的', icon: <Icon><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" /></Icon> },
] as const;

export function MobileTabBar({ menuKey }: { menuKey: MenuKey | null }) {
  const unread = useCommonStore((s) => s.userInfo.message);
  const activeKey = tabForMenuKey(menuKey);

  return (
    <nav className={styles.bar} aria-label="底部导航">
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = activeKey === tab.key;
          const badge = tab.key === 'user' && unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null;
          return (
            <li key={tab.key} className={styles.item}>
              <Link href={tab.path} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? 'page' : undefined}>
                <span className={styles.icon} aria-hidden="true">
                  {tab.icon}
                </span>
                <span className={styles.title}>{tab.title}</span>
                {badge ? (
                  <span className={styles.badge} aria-label={`${unread}条未读消息`}>
                    {badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
