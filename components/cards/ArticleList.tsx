import Link from '@/components/ui/Link';
import type { ApiArticleCard } from '@/contract/api-types';
import { formatDate } from '@/contract/time';
import styles from './ArticleList.module.css';

/** A list of article titles with dates; the first may show its summary. */
export function ArticleList({ articles, withSummary = false }: { articles: ApiArticleCard[]; withSummary?: boolean }) {
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.id} className={styles.item}>
          <Link href={`/detail/${a.id}`} className={styles.link}>
            <span className={styles.title}>{a.title}</span>
            <time className={styles.date} dateTime={formatDate(a.publishedAt)}>
              {formatDate(a.publishedAt)}
            </time>
          </Link>
          {withSummary ? <p className={styles.summary}>{a.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
