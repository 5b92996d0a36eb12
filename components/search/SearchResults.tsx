// One page of hits: type, highlighted title linking to the item, a line of facts, highlighted snippet.
import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiSearchHit, ApiSearchType } from '@/contract/wire/search';
import { Highlight } from './Highlight';
import { SEARCH_TYPE_LABELS } from './labels';
import styles from './search.module.css';

/** What the date of a hit is, where it is not the publication date. */
const DATE_LABELS: Partial<Record<ApiSearchType, string>> = { training: '开班', live: '开播' };

export function SearchResults({ hits }: { hits: ApiSearchHit[] }) {
  return (
    <ol className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.hit}>
          <h2 className={styles.hitTitle}>
            <Link href={hit.url}>
              <Highlight segments={hit.title} />
            </Link>
          </h2>
          <p className={styles.hitMeta}>
            <span className={`${styles.badge} ${styles[`badge_${hit.type}`] ?? ''}`}>{SEARCH_TYPE_LABELS[hit.type]}</span>
            {hit.meta ? <span>{hit.meta}</span> : null}
            <span>
              {DATE_LABELS[hit.type] ? `${DATE_LABELS[hit.type]} ` : ''}
              <time dateTime={new Date(hit.publishedAt * 1000).toISOString()}>{formatDate(hit.publishedAt)}</time>
            </span>
          </p>
          <p className={styles.hitSnippet}>
            <Highlight segments={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Grey placeholders while the next page or tab loads in the browser. */
export function SearchSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">正在搜索…</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.skeletonItem} aria-hidden="true">
          <div className={styles.skeletonTitle} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
