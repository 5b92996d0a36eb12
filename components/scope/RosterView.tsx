// One class as its staff see it (/user/training?id=): the sessions with their check-in codes and
// attendance, the roster from the sign-up forms, and the roster as a CSV download.
import { sessionTime } from '@/components/training/format';
import { formatDate } from '@/contract/time';
import { ROSTER_STAGE_TEXT, type ApiRoster } from '@/contract/wire/user-training';
import { ROLE_TEXT, TRAINING_STATUS_TEXT, timeRange } from './format';
import { LearnerCells, LearnerPanel } from './LearnerPanel';
import { ListedItemHead } from './ListedItemHead';
import styles from './scope.module.css';
import { cardClass } from '@/components/ui/Card';

export function RosterView({ roster }: { roster: ApiRoster }) {
  const { training: t, sessions, learners } = roster;
  const confirmed = learners.filter((l) => l.status === 'confirmed').length;
  return (
    <>
      <ListedItemHead
        id="class-title"
        title={t.title}
        meta={
          <>
            <span className={styles.badge}>{TRAINING_STATUS_TEXT[t.status]}</span>
            <span className={styles.badge} data-tone="muted">
              我是{ROLE_TEXT[t.role]}
            </span>
            <span>{timeRange(t.startAt, t.endAt)}</span>
            <span>
              报名 {learners.length} 人（已确认 {confirmed} 人）/ 名额 {t.seatsTotal}
            </span>
          </>
        }
        csv={{ url: roster.csvUrl, label: '导出名单（CSV）' }}
        page={{ href: `/training/${t.id}`, label: '培训班详情' }}
      />

      <section className={cardClass({ className: styles.panel })} aria-labelledby="sessions-title">
        <h2 id="sessions-title">课程与签到码</h2>
        <p className={styles.muted}>签到码仅向组织者和授课老师显示，请在课程开始前30分钟内向现场学员公布。</p>
        {sessions.length ? (
          <ol className={styles.sessions}>
            {sessions.map((s, i) => (
              <li key={s.id} className={styles.session} data-open={s.open}>
                <p className={styles.sessionTitle}>
                  第{i + 1}场 {s.title}
                </p>
                <span className={styles.muted}>{sessionTime(s)}</span>
                <span className={styles.muted}>
                  {s.teacher} · {s.location}
                </span>
                <div className={styles.code}>
                  <span>
                    {s.open ? <span className={styles.badge}>签到中</span> : null} 已签到 {s.checkedIn}/{learners.length}
                  </span>
                  <span className={styles.codeBox} aria-label={`签到码 ${s.checkinCode.split('').join(' ')}`}>
                    {s.checkinCode}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>本班尚未安排课程。</p>
        )}
      </section>

      <LearnerPanel
        id="roster-title"
        title="学员名单"
        isEmpty={learners.length === 0}
        count={learners.length}
        empty={{ title: '还没有学员报名', text: '学员报名后会显示在这里。' }}
        columns={['科室 / 职务', '地区', '状态', '出勤']}
      >
        {learners.map((l, i) => (
          <tr key={l.signupId}>
            <LearnerCells number={i + 1} name={l.name} phone={l.phone} workUnit={l.workUnit} />
            <td data-label="科室 / 职务">
              {l.department} / {l.jobTitle}
            </td>
            <td data-label="地区">{l.region}</td>
            <td data-label="状态">
              <span className={styles.badge} data-tone={l.stage === 'confirmed' ? undefined : 'warn'}>
                {ROSTER_STAGE_TEXT[l.stage]}
              </span>
            </td>
            <td data-label="出勤">
              <div>
                {l.attended.length}/{sessions.length} 场
                <span className={styles.marks} aria-hidden="true">
                  {sessions.map((s) => (
                    <span key={s.id} className={styles.mark} data-on={l.attended.includes(s.id)} title={`${formatDate(s.startAt, 'MM-DD HH:mm')} ${s.title}`} />
                  ))}
                </span>
              </div>
            </td>
          </tr>
        ))}
      </LearnerPanel>
    </>
  );
}
