// The entries of my user menu by scope (store userList) and the areas every user has, as tiles.
import Link from 'next/link';
import { logout } from '@/lib/logout';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './center.module.css';
import { userAreaLinks } from './user-links';

export function CenterMenu() {
  const userList = useCommonStore((s) => s.userList);
  const unread = useCommonStore((s) => s.userInfo.message);
  const links = userAreaLinks(userList).filter((l) => l.link !== '/user/userCenter');
  return (
    <nav className={styles.section} aria-labelledby="center-menu">
      <div className={styles.sectionHead}>
        <h2 id="center-menu">我的服务</h2>
      </div>
      <ul className={styles.tiles}>
        {links.map((l) => (
          <li key={l.link}>
            <Link href={l.link} className={styles.tile}>
              {l.name}
              {l.link === '/user/message' && unread > 0 ? (
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
