import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiArticleListItem } from '@/contract/wire/article';
import styles from './article.module.css';

type Props = { article: ApiArticleListItem; showCategory: boolean };

/** One article in a category listing: cover (when it has one), title, summary, date, source and reads. */
export function NewsItem({ article: a, showCategory }: Props) {
  return (
    <li className={styles.item}>
      <Link href={`/detail/${a.id}`} className={styles.itemLink}>
        {a.cover ? <img className={styles.thumb} src={a.cover} alt="" width={192} height={108} loading="lazy" /> : null}
        <div className={styles.itemBody}>
          <h2 className={styles.itemTitle}>
            {a.isPinned ? <span className={`${styles.badge} ${styles.badgeHot}`}>置顶</span> : null} {a.title}
          </h2>
          <p className={styles.itemSummary}>{a.summary}</p>
          <p className={styles.meta}>
            {showCategory ? <span className={styles.badge}>{a.categoryName}</span> : null}
            <time dateTime={formatDate(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
            <span>{a.source}</span>
            <span>阅读 {a.views}</span>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** Placeholder rows while the next page loads. */
export function NewsItemSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
