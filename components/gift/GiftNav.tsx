// The three screens of the points store as tabs.
import Link from '@/components/ui/Link';
import styles from './gift.module.css';

const TABS = [
  { href: '/user/gift', label: '积分商城' },
  { href: '/user/gift/order', label: '我的兑换' },
  { href: '/user/gift/history', label: '积分记录' },
] as const;

type Props = { current: (typeof TABS)[number]['href'] };

export function GiftNav({ current }: Props) {
  return (
    <nav className={styles.nav} aria-label="积分商城导航">
      <ul className={styles.tabs}>
        {TABS.map((t) => (
          <li key={t.href}>
            <Link href={t.href} className={t.href === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              aria-current={t.href === current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
