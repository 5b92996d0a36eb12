// A competition in the list: cover, status, title, summary and its key dates.
import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiActivityCard } from '@/contract/wire/activity';
import { ButtonLink } from '@/components/ui/Button';
import { cardClass, coverClass } from '@/components/ui/Card';
import styles from './activity.module.css';
import { StatusBadge } from './StatusBadge';

export function ActivityCard({ activity: a }: { activity: ApiActivityCard }) {
  const href = `/activity/${a.id}`;
  return (
    <article className={cardClass({ padding: 'sm', className: styles.card })}>
      <Link href={href} className={coverClass({ rounded: true, className: styles.cardCover })} tabIndex={-1} aria-hidden="true">
        <img src={a.cover} alt="" width={480} height={270} loading="lazy" />
      </Link>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <StatusBadge status={a.status} />
          <Link href={href}>{a.title}</Link>
        </h2>
        <p className={styles.cardSummary}>{a.summary}</p>
        <dl className={styles.cardDates}>
          <div>
            <dt>作品征集</dt>
            <dd>
              {formatDate(a.startAt)} 至 {formatDate(a.deadline)}
            </dd>
          </div>
          <div>
            <dt>结果公布</dt>
            <dd>{formatDate(a.endAt)}</dd>
          </div>
          <div>
            <dt>已收作品</dt>
            <dd>{a.entryCount}份</dd>
          </div>
        </dl>
        <p className={styles.cardFoot}>
          <span>主办：{a.organiser}</span>
          <ButtonLink href={href} variant={a.status === 'open' ? 'primary' : 'secondary'}>
            {a.status === 'open' ? '立即参赛' : '查看详情'}
          </ButtonLink>
        </p>
      </div>
    </article>
  );
}
