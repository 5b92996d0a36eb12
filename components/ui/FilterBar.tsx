// List filters as links (crawlable, no JavaScript needed): each group is one query parameter.
import Link from '@/components/ui/Link';
import { pageHref } from './Pager';
import styles from './ui.module.css';

export type FilterGroup = {
  /** Query parameter name, e.g. "status". */
  name: string;
  label: string;
  options: { value: string; label: string }[];
};

type Props = {
  path: string;
  groups: FilterGroup[];
  /** Current values of every filter (page is dropped: a new filter starts at page 1). */
  current: Record<string, string | undefined>;
};

export function FilterBar({ path, groups, current }: Props) {
  return (
    <div className={styles.filters}>
      {groups.map((g) => (
        <div key={g.name} className={styles.filterRow} role="group" aria-label={g.label}>
          <span className={styles.filterLabel}>{g.label}</span>
          <ul>
            {[{ value: '', label: '全部' }, ...g.options].map((o) => {
              const active = (current[g.name] ?? '') === o.value;
              return (
                <li key={o.value || 'all'}>
                  <Link
                    href={pageHref(path, 1, { ...current, [g.name]: o.value || undefined })}
                    className={active ? `${styles.filterLink} ${styles.filterActive}` : styles.filterLink}
                    aria-current={active ? 'true' : undefined}
                    scroll={false}
                  >
                    {o.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
