// The personal centre's areas by scope (store userList) with the unread badge on 我的消息, and logout: the
// user menu beside a centre page and the centre's 我的服务 tiles list the same entries in two looks.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { logout } from '@/lib/logout';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './user-menu.module.css';
import { userAreaLinks } from './user-links';

type Props = { className?: string; linkClassName?: string; /** An area not to list (the page the list is on). */ exclude?: string };

export function UserAreaLinks({ className, linkClassName, exclude }: Props) {
  const userList = useCommonStore((s) => s.userList);
  const unread = useCommonStore((s) => s.userInfo.message);
  const { pathname } = useRouter();
  return (
    <ul className={className}>
      {userAreaLinks(userList)
        .filter((entry) => entry.link !== exclude)
        .map((entry) => (
          <li key={entry.link}>
            <Link href={entry.link} className={linkClassName} aria-current={pathname === entry.link ? 'page' : undefined}>
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
  );
}

/** className places it (width, margins); the look is shared. */
export function LogoutButton({ className }: { className: string }) {
  return (
    <button type="button" className={`${styles.logout} ${className}`} onClick={() => logout({ needsLogin: true })}>
      退出登录
    </button>
  );
}
