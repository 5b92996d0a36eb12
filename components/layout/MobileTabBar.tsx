// Phone bottom navigation (docs/product.md §2 "bottom navigation"): plain links, so they work with the keyboard and
// crawlers can follow them. Not antd-mobile's TabBar: it brought its badge, safe-area and a few KB of script to
// every page for what a flex row does (docs/conventions.md §14).
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import PlayOutline from 'antd-mobile-icons/es/PlayOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import VideoOutline from 'antd-mobile-icons/es/VideoOutline';
import Link from 'next/link';
import type { MenuKey } from '@/lib/routes';
import { tabForMenuKey } from '@/lib/site-nav';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './MobileTabBar.module.css';

const tabs = [
  { key: 'index', path: '/', title: '首页', icon: <AppOutline /> },
  { key: 'training', path: '/training', title: '培训', icon: <TeamOutline /> },
  { key: 'course', path: '/course', title: '课程', icon: <VideoOutline /> },
  { key: 'live', path: '/live', title: '直播', icon: <PlayOutline /> },
  { key: 'user', path: '/user/userCenter', title: '我的', icon: <UserOutline /> },
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
