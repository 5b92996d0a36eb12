import Link from '@/components/ui/Link';
import type { ApiBaseCard } from '@/contract/wire/base';
import styles from './base.module.css';
import { baseLevelText } from './format';
import { cardClass, coverClass } from '@/components/ui/Card';

export function BaseCard({ base }: { base: ApiBaseCard }) {
  return (
    <Link href={`/base/${base.id}`} className={cardClass({ padding: 'none', tile: true, className: styles.card })}>
      <div className={coverClass({ className: styles.cover })}>
        <img src={base.cover} alt="" width={640} height={360} loading="lazy" />
        <span className={styles.level}>{baseLevelText[base.level]}</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{base.name}</h2>
        <p className={styles.meta}>
          {base.region} · {base.address}
        </p>
        <p className={styles.summary}>{base.summary}</p>
        <ul className={styles.chips} aria-label="培训特色">
          {base.specialties.slice(0, 4).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className={styles.foot}>
          已承办培训班 <strong>{base.trainingCount}</strong> 期
        </p>
      </div>
    </Link>
  );
}
