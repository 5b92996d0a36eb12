import Link from 'next/link';
import type { ApiLiveCard } from '@/lib/api-types';
import { formatDateTime } from '@/lib/date';
import styles from './cards.module.css';
import { liveStatusText } from './format';

const tagClass = {
  live: `${styles.tag} ${styles.tagLive}`,
  upcoming: styles.tag,
  ended: `${styles.tag} ${styles.tagMuted}`,
};

export function LiveCard({ live }: { live: ApiLiveCard }) {
  return (
    <Link href={`/live/${live.id}`} className={styles.card}>
      <div className={styles.cover}>
        <img src={live.cover} alt="" width={480} height={270} loading="lazy" />
        <span className={tagClass[live.status]}>{liveStatusText[live.status]}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{live.title}</h3>
        <p className={styles.meta}>主讲：{live.speaker}</p>
        <p className={styles.meta}>{formatDateTime(live.startAt)}</p>
      </div>
    </Link>
  );
}
