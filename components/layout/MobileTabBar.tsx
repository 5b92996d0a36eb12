// Phone bottom navigation (docs/product.md §2 "bottom navigation"): antd-mobile TabBar whose items are real links,
// so they work with the keyboard and crawlers can follow them.
import TabBar from 'antd-mobile/es/components/tab-bar';
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
      <TabBar activeKey={activeKey} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={
              <Link href={tab.path} className={styles.icon} tabIndex={-1} aria-hidden="true">
                {tab.icon}
              </Link>
            }
            title={
              <Link href={tab.path} className={styles.title} aria-current={activeKey === tab.key ? 'page' : undefined}>
                {tab.title}
              </Link>
            }
            badge={tab.key === 'user' && unread > 0 ? (unread > 99 ? '99+' : unread) : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
