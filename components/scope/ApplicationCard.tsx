// One training-class application with its state; change or withdraw it while it is submitted.
import { formatDateTime } from '@/contract/time';
import type { ApiApplication } from '@/contract/wire/user-apply';
import { APPLICATION_STATUS_HINT, APPLICATION_STATUS_TEXT, dayRange } from './format';
import { StatusSteps } from './StatusSteps';
import styles from './scope.module.css';
import { Button } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { FactList } from '@/components/ui/FactList';

const TONE = { submitted: undefined, reviewing: 'warn', approved: undefined, rejected: 'bad', withdrawn: 'muted' } as const;

type Props = { application: ApiApplication; busy: boolean; onEdit: () => void; onWithdraw: () => void };

export function ApplicationCard({ application: a, busy, onEdit, onWithdraw }: Props) {
  const titleId = `application-${a.id}`;
  return (
    <article className={cardClass({ className: `${styles.panel} ${styles.application}` })} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId}>{a.title}</h3>
        <span className={styles.badge} data-tone={TONE[a.status]}>
          {APPLICATION_STATUS_TEXT[a.status]}
        </span>
      </div>
      <StatusSteps status={a.status} />
      <p className={styles.muted}>{APPLICATION_STATUS_HINT[a.status]}</p>
      {a.status === 'rejected' && a.reason ? <p className={styles.reason}>未通过原因：{a.reason}</p> : null}
      {a.status === 'approved' && a.reason ? (
        <p className={styles.reason} data-tone="ok">
          审核意见：{a.reason}
        </p>
      ) : null}
      <FactList
        className={styles.facts}
        facts={[
          { term: '申请单位', value: a.organisation },
          { term: '举办地区', value: a.region.name },
          { term: '培训日期', value: dayRange(a.startDate, a.endDate) },
          { term: '预计人数', value: `${a.trainees} 人` },
          { term: '联系人', value: `${a.contactName} ${a.contactPhone}` },
          { term: '提交时间', value: formatDateTime(a.createdAt) },
        ]}
      />
      <details>
        <summary>培训计划</summary>
        <p className={styles.planText}>{a.plan}</p>
      </details>
      {a.canEdit ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} aria-label={`修改“${a.title}”`}>
            修改
          </Button>
          <Button variant="danger" size="sm" onClick={onWithdraw} disabled={busy} aria-label={`撤回“${a.title}”`}>
            撤回申请
          </Button>
        </div>
      ) : null}
    </article>
  );
}
