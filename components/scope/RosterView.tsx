// One class as its staff see it (/user/training?id=): the sessions with their check-in codes and
// attendance, the roster from the sign-up forms, and the roster as a CSV download.
import { EmptyState } from '@/components/ui/EmptyState';
import { sessionTime } from '@/components/training/format';
import { formatDate } from '@/contract/time';
import type { ApiRoster } from '@/contract/wire/user-training';
import { ROLE_TEXT, SIGNUP_STATUS_TEXT, TRAINING_STATUS_TEXT, timeRange } from './format';
import styles from './scope.module.css';
import { ButtonLink } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

export function RosterView({ roster }: { roster: ApiRoster }) {
  const { training: t, sessions, learners } = roster;
  const confirmed = learners.filter((l) => l.status === 'confirmed').length;
  return (
    <>
      <section className={cardClass({ className: styles.panel })} aria-labelledby="class-title">
        <div className={styles.head}>
          <div>
            <h2 id="class-title">{t.title}</h2>
            <p className={styles.meta}>
              <span className={styles.badge}>{TRAINING_STATUS_TEXT[t.status]}</span>
              <span className={styles.badge} data-tone="muted">
                我是{ROLE_TEXT[t.role]}
              </span>
              <span>{timeRange(t.startAt, t.endAt)}</span>
              <span>
                报名 {learners.length} 人（已确认 {confirmed} 人）/ 名额 {t.seatsTotal}
              </span>
            </p>
          </div>
          <div className={styles.actions}>
            <ButtonLink external variant="primary" size="sm" href={roster.csvUrl} download>
              导出名单（CSV）
            </ButtonLink>
            <ButtonLink variant="secondary" size="sm" href={`/training/${t.id}`}>
              培训班详情
            </ButtonLink>
          </div>
        </div>
      </section>

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

      <section className={cardClass({ className: styles.panel })} aria-labelledby="roster-title">
        <h2 id="roster-title">学员名单（{learners.length}人）</h2>
        {learners.length === 0 ? (
          <EmptyState title="还没有学员报名">
            <p>学员报名后会显示在这里。</p>
          </EmptyState>
        ) : (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">序号</th>
                  <th scope="col">姓名</th>
                  <th scope="col">手机号</th>
                  <th scope="col">工作单位</th>
                  <th scope="col">科室 / 职务</th>
                  <th scope="col">地区</th>
                  <th scope="col">状态</th>
                  <th scope="col">出勤</th>
                </tr>
              </thead>
              <tbody>
                {learners.map((l, i) => (
                  <tr key={l.signupId}>
                    <td data-label="序号" className={styles.mobileHide}>{i + 1}</td>
                    <td data-label="姓名" className={styles.nowrap}>
                      {l.name}
                    </td>
                    <td data-label="手机号" className={styles.nowrap}>
                      {l.phone}
                    </td>
                    <td data-label="工作单位" className={styles.span2}>{l.workUnit}</td>
                    <td data-label="科室 / 职务">
                      {l.department} / {l.jobTitle}
                    </td>
                    <td data-label="地区">{l.region}</td>
                    <td data-label="状态">
                      <span className={styles.badge} data-tone={l.status === 'pending' ? 'warn' : undefined}>
                        {SIGNUP_STATUS_TEXT[l.status]}
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
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
