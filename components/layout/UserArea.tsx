// The visitor's corner of the header: a login link for guests; for users their name, unread badge and
// user menu (docs/product.md §2 "User menu", by scope) with logout.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { loginAddress } from '@/lib/guard';
import { appendInvite } from '@/lib/invite';
import { logout } from '@/lib/logout';
import { getRoute } from '@/lib/routes';
import { useCommonStore, useInvite } from '@/stores/common-store-context';
// The user menu is the header's own drop-down (SiteHeader.module.css), so it reads that module's classes.
import header from './SiteHeader.module.css';
import styles from './UserArea.module.css';

export function UserArea() {
  const userInfo = useCommonStore((s) => s.userInfo);
  const userList = useCommonStore((s) => s.userList);
  const router = useRouter();
  const invite = useInvite();

  if (!userInfo.login) {
    const here = router.asPath;
    const href = router.pathname === '/login' ? appendInvite('/login', invite) : loginAddress(here, invite);
    return (
      <Link href={href} className={styles.login}>
        登录
      </Link>
    );
  }

  const name = userInfo.user?.name || userInfo.user?.phoneMasked || '我的';
  return (
    <div className={header.item}>
      <Link href="/user/userCenter" className={styles.name}>
        {name}
        {userInfo.message > 0 ? (
          <span className={styles.badge} aria-label={`${userInfo.message}条未读消息`}>
            {userInfo.message > 99 ? '99+' : userInfo.message}
          </span>
        ) : null}
      </Link>
      <ul className={header.submenuEnd} aria-label="用户菜单">
        {userList.map((entry) => (
          <li key={entry.link}>
            <Link href={entry.link}>{entry.name}</Link>
          </li>
        ))}
        <li>
          <Link href="/user/message">我的消息</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => logout({ needsLogin: Boolean(getRoute(router.pathname)?.needsLogin) })}
          >
            退出登录
          </button>
        </li>
      </ul>
    </div>
  );
}
