// The answer to one check-in: done, already done before, or why not (wrong code, too early, too late).
import { formatDate } from '@/contract/time';
import type { ApiCheckinResult } from '@/contract/wire/training';
import styles from './training.module.css';

export type CheckinOutcome = { ok: true; result: ApiCheckinResult } | { ok: false; message: string };

export function CheckinResult({ outcome, staff = false }: { outcome: CheckinOutcome; staff?: boolean }) {
  if (!outcome.ok) {
    return (
      <div className={`${styles.result} ${styles.resultError}`} role="alert">
        <span className={styles.resultIcon} aria-hidden="true">
          ×
        </span>
        <div>
          <h2>签到未成功</h2>
          <p>{outcome.message}</p>
        </div>
      </div>
    );
  }
  const r = outcome.result;
  const who = staff ? `${r.learner}` : '您';
  return (
    <div className={r.repeated ? `${styles.result} ${styles.resultWarn}` : styles.result} role="status">
      <span className={styles.resultIcon} aria-hidden="true">
        {r.repeated ? '!' : '✓'}
      </span>
      <div>
        <h2>{r.repeated ? `${who}已签到，无需重复签到` : staff ? `${r.learner} 签到成功` : '签到成功'}</h2>
        <p>
          {r.trainingTitle} · {r.sessionTitle}，签到时间 {formatDate(r.checkedInAt, 'MM-DD HH:mm')}
        </p>
      </div>
    </div>
  );
}
