// The classes a user runs or teaches (/user/training): one card each, with a link to its roster.
import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { Pager } from '@/components/ui/Pager';
import type { ApiStaffClassList } from '@/contract/wire/user-training';
import { STAFF_CLASS_STATUSES } from '@/contract/wire/user-training';
import { ROLE_TEXT, TRAINING_STATUS_TEXT, timeRange } from './format';
import { ItemStats } from './ItemStats';
import styles from './scope.module.css';
import { cardClass } from '@/components/ui/Card';

const STATUS_TONE = { signup: undefined, ongoing: undefined, finished: 'muted' } as const;

type Props = { classes: ApiStaffClassList; status: string | null };

export function StaffClassList({ classes, status }: Props) {
  const filters = [{ name: 'status', label: '状态', options: STAFF_CLASS_STATUSES.map((s) => ({ value: s, label: TRAINING_STATUS_TEXT[s] })) }];
  return (
    <>
      <FilterBar path="/user/training" groups={filters} current={{ status: status ?? undefined }} />
      {classes.list.length === 0 ? (
        <EmptyState title={status ? `没有${TRAINING_STATUS_TEXT[status as keyof typeof TRAINING_STATUS_TEXT]}的培训班` : '您还没有负责的培训班'}>
          <p>学院为您安排组织或授课的培训班后，会在这里显示学员名单和签到情况。</p>
        </EmptyState>
      ) : (
        <ul className={styles.items}>
          {classes.list.map((c) => (
            <li key={c.id} className={cardClass({ padding: 'sm', className: styles.item })}>
              <div>
                <h2 className={styles.itemTitle}>
                  <Link href={`/user/training?id=${c.id}`}>{c.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <span className={styles.badge} data-tone={STATUS_TONE[c.status]}>
                    {TRAINING_STATUS_TEXT[c.status]}
                  </span>
                  <span className={styles.badge} data-tone="muted">
                    {ROLE_TEXT[c.role]}
                  </span>
                  <span>{timeRange(c.startAt, c.endAt)}</span>
                  <span>{c.region}</span>
                </p>
              </div>
              <ItemStats
                stats={[{ label: '在线报名', value: c.signedUp }, { label: '课程场次', value: c.sessions }]}
                action={{ href: `/user/training?id=${c.id}`, text: '名单与签到', label: `查看“${c.title}”的名单与签到` }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager path="/user/training" page={classes.page} pageSize={classes.pageSize} total={classes.total} query={{ status: status ?? undefined }} />
    </>
  );
}
