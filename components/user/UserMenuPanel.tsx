// The user menu as a page block (docs/product.md §2 "User menu" by scope), so phones reach it too, with the
// personal centre's other areas, the unread badge and logout.
import Link from 'next/link';
import { useRouter } from 'next/router';
import { logout } from '@/lib/logout';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './user.module.css';
import { userAreaLinks } from './user-links';

/** hideOnPhone: on screens where phones reach the menu from the tab bar's 我的 (the centre) instead. */
export function UserMenuPanel({ hideOnPhone = false }: { hideOnPhone?: boolean }) {
  const userList = useCommonStore((s) => s.userList);
  const unread = useCommonStore((s) => s.userInfo.message);
  const { pathname } = useRouter();
  return (
    <nav className={`${styles.menu} ${hideOnPhone ? styles.desktopOnly : ''}`} aria-label="用户菜单">
      <ul>
        {userAreaLinks(userList).map((entry) => (
          <li key={entry.link}>
            <Link href={entry.link} aria-current={pathname === entry.link ? 'page' : undefined}>
              {entry.name}
              {entry.link === '/user/message' && unread > 0 ? (
                <span className={styles.badge} aria-label={`${unread}条未读`}>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={() => logout({ needsLogin: true })}>
        退出登录
      </button>
    </nav>
  );
}
