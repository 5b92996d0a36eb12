// The user menu as a page block (docs/product.md §2 "User menu" by scope), so phones reach it too, with the
// personal centre's other areas, the unread badge and logout.
import styles from './user.module.css';
import { LogoutButton, UserAreaLinks } from './UserAreaLinks';

/** hideOnPhone: on screens where phones reach the menu from the tab bar's 我的 (the centre) instead. */
export function UserMenuPanel({ hideOnPhone = false }: { hideOnPhone?: boolean }) {
  return (
    <nav className={`${styles.menu} ${hideOnPhone ? styles.desktopOnly : ''}`} aria-label="用户菜单">
      <UserAreaLinks />
      <LogoutButton className={styles.logout} />
    </nav>
  );
}
