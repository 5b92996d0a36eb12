import Link from '@/components/ui/Link';
import { issueName } from '@/lib/article-json-ld';
import { formatDate } from '@/contract/time';
import type { ApiJournalIssue } from '@/contract/wire/journal';
import styles from './journal.module.css';

/** One issue in the journal list: cover, issue number, date and how many papers it has. */
export function IssueCard({ issue }: { issue: ApiJournalIssue }) {
  return (
    <Link href={`/journal/${issue.id}`} className={styles.issue}>
      <img className={styles.cover} src={issue.cover} alt={`《${issue.name}》${issueName(issue)}封面`} width={300} height={420} loading="lazy" />
      <h3 className={styles.issueName}>{issueName(issue)}</h3>
      <p className={styles.issueMeta}>
        {formatDate(issue.publishedAt)} · {issue.paperCount}篇
      </p>
    </Link>
  );
}
