// The schedule of a class: its sessions by day, with (for a learner) each session's check-in state.
import { formatDate } from '@/contract/time';
import type { ApiCheckinState, ApiTrainingSession } from '@/contract/wire/training';
import { checkinStateText, groupByDay } from './format';
import styles from './training.module.css';

type Session = ApiTrainingSession & { state?: ApiCheckinState; checkedInAt?: number | null };

const stateClass: Record<ApiCheckinState, string> = {
  done: styles.stateDone,
  open: styles.stateOpen,
  early: '',
  missed: styles.stateMissed,
};

export function Schedule({ sessions, showLocation = true }: { sessions: Session[]; showLocation?: boolean }) {
  return (
    <>
      {groupByDay(sessions).map((g) => (
        <section key={g.day} className={styles.day} aria-label={g.day}>
          <h3>{g.day}</h3>
          <ol className={styles.sessions}>
            {g.sessions.map((s) => (
              <li key={s.id} className={styles.session}>
                <span className={styles.sessionTime}>
                  <time dateTime={new Date(s.startAt * 1000).toISOString()}>{formatDate(s.startAt, 'HH:mm')}</time>—
                  <time dateTime={new Date(s.endAt * 1000).toISOString()}>{formatDate(s.endAt, 'HH:mm')}</time>
                </span>
                <div>
                  <p className={styles.sessionTitle}>{s.title}</p>
                  <p className={styles.sessionMeta}>
                    {s.teacher}
                    {showLocation ? ` · ${s.location}` : ''}
                  </p>
                </div>
                {s.state ? (
                  <span className={`${styles.sessionState} ${stateClass[s.state]}`}>
                    {checkinStateText[s.state]}
                    {s.state === 'done' && s.checkedInAt ? ` ${formatDate(s.checkedInAt, 'HH:mm')}` : ''}
                  </span>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
