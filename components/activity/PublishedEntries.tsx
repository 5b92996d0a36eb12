// Entries the organisers published under a competition, with crawlable paging links.
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDate } from '@/contract/time';
import type { ApiPage } from '@/contract/api-types';
import type { ApiPublishedEntry } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { AttachmentLink } from './AttachmentLink';
import { cardClass } from '@/components/ui/Card';

type Props = { activityId: number; entries: ApiPage<ApiPublishedEntry>; resultsPublishedAt?: number | null };

/** Once the results are published the entries come in their places (admin/activity/results), each with its average. */
export function PublishedEntries({ activityId, entries, resultsPublishedAt = null }: Props) {
  return (
    <section id="entries" className={cardClass({ className: styles.section })} aria-labelledby="entries-heading">
      <h2 id="entries-heading" className={styles.sectionTitle}>
        {resultsPublishedAt ? '评审结果' : '优秀作品展示'} <span className={styles.count}>共{entries.total}份</span>
      </h2>
      {resultsPublishedAt ? <p className={styles.muted}>评审结果已于 {formatDate(resultsPublishedAt)} 公布，按评委平均分排名。</p> : null}
      {entries.list.length === 0 ? (
        <EmptyState title="暂无公开的作品">评审专家遴选的优秀作品将在这里展示。</EmptyState>
      ) : (
        <ol className={styles.entries}>
          {entries.list.map((e) => (
            <li key={e.id}>
              <article className={styles.published} aria-labelledby={`entry-${e.id}`}>
                <h3 id={`entry-${e.id}`} className={styles.entryTitle}>
                  {e.rank !== null ? <span className={styles.award}>第{e.rank}名</span> : null}
                  {e.award ? <span className={styles.award}>{e.award}</span> : null}
                  {e.title}
                </h3>
                <p className={styles.entryMeta}>
                  <span>{e.author}</span>
                  {e.workUnit ? <span>{e.workUnit}</span> : null}
                  <span>{e.department}</span>
                  <span>{formatDate(e.createdAt)}</span>
                  {e.score !== null ? <span>平均分 {e.score}</span> : null}
                </p>
                <p className={styles.abstract}>{e.abstract}</p>
                {e.attachment ? <AttachmentLink attachment={e.attachment} /> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager path={`/activity/${activityId}`} page={entries.page} pageSize={entries.pageSize} total={entries.total} />
    </section>
  );
}
