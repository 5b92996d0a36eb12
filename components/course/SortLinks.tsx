// The catalogue's order as two links (crawlable; no JavaScript needed). Newest is the default and has
// no parameter, so each list keeps a single address.
import Link from '@/components/ui/Link';
import { pageHref } from '@/components/ui/Pager';
import type { ApiCourseSort } from '@/contract/wire/course';
import styles from './course.module.css';

const SORTS: { value: ApiCourseSort; label: string }[] = [
  { value: 'newest', label: '最新上线' },
  { value: 'popular', label: '最多学习' },
];

type Props = { path: string; current: Record<string, string | undefined> };

export function SortLinks({ path, current }: Props) {
  const active = current.sort ?? 'newest';
  return (
    <nav className={styles.sorts} aria-label="排序">
      {SORTS.map((s) => (
        <Link
          key={s.value}
          href={pageHref(path, 1, { ...current, sort: s.value === 'newest' ? undefined : s.value })}
          className={active === s.value ? `${styles.sort} ${styles.sortActive}` : styles.sort}
          aria-current={active === s.value ? 'true' : undefined}
          scroll={false}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
