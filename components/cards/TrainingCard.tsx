import Link from '@/components/ui/Link';
import type { ApiTrainingCard } from '@/contract/api-types';
import { formatDate } from '@/contract/time';
import styles from './cards.module.css';
import { formatPrice, trainingStateText } from './format';
import { cardClass, coverClass } from '@/components/ui/Card';

/** The cards of a list at the top of a page that a phone's first screen shows (two rows of two). */
const FIRST_SCREEN = 4;

/**
 * `level`: 2 where the card list sits right under the page's h1, 3 under a section's h2 (the default). `place`: the
 * card's place (from 0) in a list at the top of a page. The covers of a phone's first screen load at once, the first
 * one first. Issue 13: a lazy cover there held back /training's LCP, and so did the third card's, as large as the
 * first to a pixel: painted after the page's scripts, Chrome took it for the LCP element.
 */
export function TrainingCard({ training, level = 3, place }: { training: ApiTrainingCard; level?: 2 | 3; place?: number }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const open = training.status !== 'finished' && (training.status !== 'signup' || training.canSignup);
  const tagClass = open ? styles.tag : `${styles.tag} ${styles.tagMuted}`;
  return (
    <Link href={`/training/${training.id}`} className={cardClass({ padding: 'none', tile: true, className: styles.card })}>
      <div className={coverClass({ className: styles.cover })}>
        {/* Eager is the default. With no place, `place! < FIRST_SCREEN` is `undefined < 4`, false: lazy. */}
        <img src={training.cover} alt="" width={480} height={270} loading={place! < FIRST_SCREEN ? undefined : 'lazy'} fetchPriority={place === 0 ? 'high' : undefined} />
        <span className={tagClass}>{trainingStateText(training)}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{training.title}</Heading>
        <p className={styles.meta}>
          {formatDate(training.startAt)} 至 {formatDate(training.endAt)} · {training.region}
        </p>
        <p className={styles.meta}>{training.baseName}</p>
        <div className={styles.foot}>
          <span className={training.fee > 0 ? styles.price : styles.free}>{formatPrice(training.fee)}</span>
          {training.status === 'signup' && training.canSignup ? <span>剩余名额 {training.seatsLeft}</span> : null}
        </div>
      </div>
    </Link>
  );
}
