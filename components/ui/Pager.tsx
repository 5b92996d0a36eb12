// Paging as plain links (crawlers follow them, it works without JavaScript), keeping the other query
// parameters of the list (filters).
import Link from '@/components/ui/Link';
import styles from './ui.module.css';

type Props = {
  /** Path of the list, e.g. "/news". */
  path: string;
  page: number;
  pageSize: number;
  total: number;
  /** The list's other query parameters (filters), kept on every page link. */
  query?: Record<string, string | undefined>;
};

export function pageHref(path: string, page: number, query: Props['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
function pageNumbers(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]));
}

export function Pager({ path, page, pageSize, total, query }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="分页">
      {page > 1 ? (
        <Link href={pageHref(path, page - 1, query)} rel="prev" className={styles.pageLink}>
          上一页
        </Link>
      ) : null}
      {pageNumbers(page, last).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} href={pageHref(path, n, query)} className={styles.pageLink} aria-label={`第${n}页`}>
            {n}
          </Link>
        ),
      )}
      {page < last ? (
        <Link href={pageHref(path, page + 1, query)} rel="next" className={styles.pageLink}>
          下一页
        </Link>
      ) : null}
      <span className={styles.pageInfo}>
        共{total}条 · 第{page}/{last}页
      </span>
    </nav>
  );
}
