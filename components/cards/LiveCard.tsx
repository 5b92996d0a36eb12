import Link from '@/components/ui/Link';
import type { ApiLiveCard } from '@/contract/api-types';
import { formatDateTime } from '@/contract/time';
import styles from './cards.module.css';
import { liveStatusText } from './format';
import { cardClass, coverClass } from '@/components/ui/Card';

const tagClass = {
  live: `${styles.tag} ${styles.tagLive}`,
  upcoming: styles.tag,
  ended: `${styles.tag} ${styles.tagMuted}`,
};

/** `level`: 2 where the card list sits right under the page's h1, 3 under a section's h2 (the default). */
export function LiveCard({ live, level = 3 }: { live: ApiLiveCard; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Link href={`/live/${live.id}`} className={cardClass({ padding: 'none', tile: true, className: styles.card })}>
      <div className={coverClass({ className: styles.cover })}>
        <img src={live.cover} alt="" width={480} height={270} loading="lazy" />
        <span className={tagClass[live.status]}>{liveStatusText[live.status]}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{live.title}</Heading>
        <p className={styles.meta}>主讲：{live.speaker}</p>
        <p className={styles.meta}>{formatDateTime(live.startAt)}</p>
      </div>
    </Link>
  );
}
