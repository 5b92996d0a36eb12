// Result tabs with their counts, as links (crawlable, keep the query, start at page 1).
import Link from '@/components/ui/Link';
import { SEARCH_TYPES, type ApiSearchType } from '@/contract/wire/search';
import { countLabel, SEARCH_TYPE_LABELS, searchHref } from './labels';
import styles from './search.module.css';

type Props = { q: string; current: ApiSearchType | null; counts: Record<ApiSearchType, number>; window: number };

export function SearchTabs({ q, current, counts, window }: Props) {
  const all = SEARCH_TYPES.reduce((n, t) => n + counts[t], 0);
  const tabs: { type: ApiSearchType | null; label: string; n: number }[] = [
    { type: null, label: '全部', n: all },
    ...SEARCH_TYPES.map((t) => ({ type: t, label: SEARCH_TYPE_LABELS[t], n: counts[t] })),
  ];
  return (
    <nav className={styles.tabs} aria-label="结果分类">
      <ul>
        {tabs.map((tab) => {
          const active = tab.type === current;
          return (
            <li key={tab.type ?? 'all'}>
              <Link
                href={searchHref(q, tab.type)}
                className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                aria-current={active ? 'page' : undefined}
                scroll={false}
              >
                {tab.label}
                <span className={styles.tabCount}>{countLabel(tab.n, window)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
