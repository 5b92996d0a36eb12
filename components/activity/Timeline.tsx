// The competition's milestones as a column of steps: done, the current one, still to come.
import type { ApiActivityMilestone } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { milestoneStates } from './format';

const STATE_TEXT = { done: '已完成', current: '进行中', todo: '未开始' } as const;

export function Timeline({ milestones, today }: { milestones: ApiActivityMilestone[]; today: string }) {
  const states = milestoneStates(milestones, today);
  return (
    <ol className={styles.timeline}>
      {milestones.map((m, i) => (
        <li key={`${m.date}-${m.title}`} className={styles[`step_${states[i]}`]} aria-current={states[i] === 'current' ? 'step' : undefined}>
          <span className={styles.stepDot} aria-hidden="true" />
          <span className={styles.stepTitle}>{m.title}</span>
          <time className={styles.stepDate} dateTime={m.date}>
            {m.date}
          </time>
          <span className="visually-hidden">（{STATE_TEXT[states[i]]}）</span>
        </li>
      ))}
    </ol>
  );
}
