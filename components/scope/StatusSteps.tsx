// Where an application is on its way: submitted, under review, decided (passed or not), or withdrawn.
import type { ApiApplicationStatus } from '@/contract/wire/user-apply';
import styles from './scope.module.css';

type Step = { label: string; state: 'done' | 'current' | 'todo' | 'failed' };

export function stepsOf(status: ApiApplicationStatus): Step[] {
  switch (status) {
    case 'submitted':
      return [{ label: '已提交', state: 'current' }, { label: '审核中', state: 'todo' }, { label: '审核结果', state: 'todo' }];
    case 'reviewing':
      return [{ label: '已提交', state: 'done' }, { label: '审核中', state: 'current' }, { label: '审核结果', state: 'todo' }];
    case 'approved':
      return [{ label: '已提交', state: 'done' }, { label: '审核中', state: 'done' }, { label: '已通过', state: 'done' }];
    case 'rejected':
      return [{ label: '已提交', state: 'done' }, { label: '审核中', state: 'done' }, { label: '未通过', state: 'failed' }];
    case 'withdrawn':
      return [{ label: '已提交', state: 'done' }, { label: '已撤回', state: 'failed' }];
  }
}

const STATE_TEXT: Record<Step['state'], string> = { done: '已完成', current: '当前', todo: '未开始', failed: '' };

export function StatusSteps({ status }: { status: ApiApplicationStatus }) {
  return (
    <ol className={styles.steps} aria-label="办理进度">
      {stepsOf(status).map((s) => (
        <li key={s.label} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined}>
          {s.label}
          {STATE_TEXT[s.state] ? <span className="visually-hidden">（{STATE_TEXT[s.state]}）</span> : null}
        </li>
      ))}
    </ol>
  );
}
