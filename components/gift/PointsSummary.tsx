// My balance and totals (user/gift/stat) as a card at the top of the store and the history.
import Link from '@/components/ui/Link';
import type { ApiGiftStat } from '@/contract/wire/gift';
import styles from './gift.module.css';
import { cardClass } from '@/components/ui/Card';

export function PointsSummary({ stat }: { stat: ApiGiftStat }) {
  return (
    <section className={styles.summary} aria-label="我的积分">
      <div className={styles.balanceBlock}>
        <p className={styles.balanceLabel}>当前可用积分</p>
        <p className={styles.balance} data-testid="points-balance">{stat.balance}</p>
      </div>
      <dl className={styles.totals}>
        <div><dt>累计获得</dt><dd>{stat.earned}</dd></div>
        <div><dt>累计使用</dt><dd>{stat.spent}</dd></div>
        <div>
          <dt>待发货</dt>
          <dd>{stat.pendingOrders > 0 ? <Link href="/user/gift/order?status=pending">{stat.pendingOrders}</Link> : 0}</dd>
        </div>
      </dl>
    </section>
  );
}

/** How points are earned: the server's rules table (user/gift/stat), so the page never repeats it. */
export function PointsRules({ rules }: { rules: ApiGiftStat['rules'] }) {
  return (
    <section className={cardClass({ padding: 'sm', className: styles.rules })} aria-labelledby="points-rules">
      <h2 id="points-rules">如何获得积分</h2>
      <ul>
        {rules.map((r) => (
          <li key={r.rule}>
            {r.label}<span className={styles.rulePoints}>+{r.points}</span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>同一课程、培训班、证书或作品只计一次积分。</p>
    </section>
  );
}
