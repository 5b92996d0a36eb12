// Desktop site header: brand, main menu with submenus (hover and keyboard focus), search and the
// visitor's own area. Hidden on phones, where the NavBar and TabBar take over.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { isMenuItemActive } from '@/lib/menu';
import type { RouteDef } from '@/lib/routes';
import { useCommonStore } from '@/stores/common-store-context';
import { UserArea } from './UserArea';
import styles from './SiteHeader.module.css';

type Props = { route: RouteDef | undefined; siteName: string; section?: string | null };

export function SiteHeader({ route, siteName, section }: Props) {
  const menus = useCommonStore((s) => s.menus);
  const { asPath } = useRouter();
  const pathname = asPath.split(/[?#]/)[0];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={`${siteName}首页`}>
          <span className={styles.logo} aria-hidden="true">+</span>
          <span>{siteName}</span>
        </Link>
        <nav aria-label="主菜单" className={styles.nav}>
          <ul className={styles.menu}>
            {menus.map((item) => {
              const active = isMenuItemActive(item, route?.menuKey ?? null, pathname, section);
              return (
                <li key={item.path + item.title} className={styles.item}>
                  <Link
                    href={item.path}
                    className={active ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.title}
                  </Link>
                  {item.children?.length ? (
                    <ul className={styles.submenu} aria-label={`${item.title}子菜单`}>
                      {item.children.map((child) => (
                        <li key={child.path}>
                          <Link href={child.path} className={styles.subLink}>
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.tools}>
          <Link href="/search" className={styles.search} aria-label="搜索">
            搜索
          </Link>
          <UserArea />
        </div>
      </div>
    </header>
  );
}
