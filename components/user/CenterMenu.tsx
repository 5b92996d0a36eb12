// The entries of my user menu by scope (store userList) and the areas every user has, as tiles.
import styles from './center.module.css';
import { LogoutButton, UserAreaLinks } from './UserAreaLinks';

export function CenterMenu() {
  return (
    <nav className={styles.section} aria-labelledby="center-menu">
      <div className={styles.sectionHead}>
        <h2 id="center-menu">我的服务</h2>
      </div>
      <UserAreaLinks className={styles.tiles} linkClassName={styles.tile} exclude="/user/userCenter" />
      <LogoutButton className={styles.logout} />
    </nav>
  );
}
