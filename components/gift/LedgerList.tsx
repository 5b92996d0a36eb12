// My points history: each row of the ledger with what it was for, when, the change and the balance after.
import { formatDateTime } from '@/contract/time';
import type { ApiPointsEntry } from '@/contract/wire/gift';
import styles from './gift.module.css';
import { cardClass } from '@/components/ui/Card';

export function LedgerList({ entries }: { entries: ApiPointsEntry[] }) {
  return (
    <ol className={cardClass({ padding: 'none', className: styles.ledger })}>
      {entries.map((e) => (
        <li key={e.id} className={styles.ledgerRow}>
          <div className={styles.ledgerMain}>
            <p className={styles.ledgerLabel}>{e.label}</p>
            {e.note ? <p className={styles.ledgerNote}>{e.note}</p> : null}
            <p className={styles.ledgerTime}><time dateTime={new Date(e.createdAt * 1000).toISOString()}>{formatDateTime(e.createdAt)}</time></p>
          </div>
          <div className={styles.ledgerNumbers}>
            <p className={e.delta > 0 ? styles.deltaPlus : styles.deltaMinus} aria-label={`${e.delta > 0 ? '获得' : '使用'}${Math.abs(e.delta)}积分`}>
              {e.delta > 0 ? `+${e.delta}` : `−${Math.abs(e.delta)}`}
            </p>
            <p className={styles.ledgerAfter}>余额 {e.balanceAfter}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
