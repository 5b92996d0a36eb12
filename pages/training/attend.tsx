import Link from '@/components/ui/Link';
import { Seo } from '@/components/seo/Seo';
import { AttendCodeForm } from '@/components/training/AttendCodeForm';
import { Schedule } from '@/components/training/Schedule';
import { StaffScan } from '@/components/training/StaffScan';
import styles from '@/components/training/training.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageTitle } from '@/components/ui/PageTitle';
import { STAFF_WINDOW_TEXT } from '@/components/training/format';
import { formatDate } from '@/contract/time';
import type { BaseProps } from '@/loaders/page';
import type { TrainingAttendProps } from '@/loaders/training-attend';
import { cardClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/training-attend';

export default function TrainingAttendPage({ info, ticket, site, siteUrl }: TrainingAttendProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训班', path: '/training' },
    { name: '培训签到', path: '/training/attend' },
  ];
  return (
    <div className={styles.stack}>
      <Seo title="培训签到" site={site} siteUrl={siteUrl} path="/training/attend" noindex />
      <Breadcrumbs items={crumbs} />
      <PageTitle title="培训签到">每场课程开始前30分钟开放签到，课程结束后关闭；每场只需签到一次。</PageTitle>

      {info.staff ? (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="staff-title">
          <h2 id="staff-title">工作人员扫码签到</h2>
          <p className={styles.formHint}>扫描学员电子票上的二维码，或输入电子票号，为学员签到当前开放的课程。</p>
          <StaffScan initialTicket={ticket} />
          <h3>我负责的课程（今明两天）</h3>
          {info.staff.length ? (
            <ol className={styles.sessions}>
              {info.staff.map((s) => (
                <li key={s.sessionId} className={`${styles.session} ${styles.staffSession}`}>
                  <span className={styles.sessionTime}>
                    {formatDate(s.startAt, 'MM-DD HH:mm')}—{formatDate(s.endAt, 'HH:mm')}
                  </span>
                  <div>
                    <p className={styles.sessionTitle}>{s.title}</p>
                    <p className={styles.sessionMeta}>
                      <Link href={`/training/${s.trainingId}`}>{s.trainingTitle}</Link> · 已签到 {s.checkedIn} 人
                    </p>
                  </div>
                  <span className={styles.sessionState}>
                    {STAFF_WINDOW_TEXT[s.window]}{' '}
                    <span className={styles.codeBox} aria-label={`签到码 ${s.checkinCode}`}>
                      {s.checkinCode}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.stateNote}>今明两天您负责的培训班没有课程。</p>
          )}
        </section>
      ) : null}

      <section className={cardClass({ className: styles.panel })} aria-labelledby="code-title">
        <h2 id="code-title">学员签到</h2>
        {info.mine.length ? (
          <>
            <p className={styles.formHint}>请输入培训现场公布的本场签到码，或向工作人员出示报名成功页的电子票。</p>
            <AttendCodeForm />
          </>
        ) : (
          <EmptyState title="您近期没有需要签到的培训班">
            <p>
              报名后即可在此签到，<Link href="/training?status=signup">查看正在报名的培训班</Link>
            </p>
          </EmptyState>
        )}
      </section>

      {info.mine.map((m) => (
        <section key={m.trainingId} className={cardClass({ className: styles.panel })} aria-labelledby={`class-${m.trainingId}`}>
          <h2 id={`class-${m.trainingId}`}>
            <Link href={`/training/${m.trainingId}`}>{m.trainingTitle}</Link>
          </h2>
          <Schedule sessions={m.sessions} />
          <p className={styles.stateNote}>
            <Link href={`/training/success/${m.trainingId}`}>查看我的电子票</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
