// The main menu as a grid of entries, for phones, where the desktop menu is hidden.
import Link from '@/components/ui/Link';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './home.module.css';

export function QuickEntries() {
  const menus = useCommonStore((s) => s.menus);
  const entries = menus.filter((m) => m.path !== '/');
  return (
    <nav className={`${styles.quick} mobile-only`} aria-label="栏目导航">
      <ul>
        {entries.map((m) => (
          <li key={m.path}>
            <Link href={m.path}>
              <span className={styles.quickIcon} aria-hidden="true">
                {m.title.slice(0, 1)}
              </span>
              {m.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
