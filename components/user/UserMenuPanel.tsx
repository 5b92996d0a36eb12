// The user menu as a page block (SPEC 2 "User menu" by scope), so phones reach it too, with logout.
import Link from 'next/link';
import { logout } from '@/lib/logout';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './user.module.css';

export function UserMenuPanel() {
  const userList = useCommonStore((s) => s.userList);
  const unread = useCommonStore((s) => s.userInfo.message);
  return (
    <nav className={styles.menu} aria-label="用户菜单">
      <ul>
        {userList.map((entry) => (
          <li key={entry.link}>
            <Link href={entry.link}>{entry.name}</Link>
          </li>
        ))}
        <li>
          <Link href="/user/message">
            我的消息{unread > 0 ? <span className={styles.badge}>{unread}</span> : null}
          </Link>
        </li>
      </ul>
      <button type="button" className={styles.logout} onClick={() => logout({ needsLogin: true })}>
        退出登录
      </button>
    </nav>
  );
}
