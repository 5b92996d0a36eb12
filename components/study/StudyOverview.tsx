// The top of the study centre: what I have earned and finished, and the lesson to continue with.
import Link from '@/components/ui/Link';
import { formatClock } from '@/components/course/format';
import type { ApiStudySummary } from '@/contract/wire/study';
import styles from './study.module.css';
import { buttonClass } from '@/components/ui/Button';
import { CreditItems } from '@/components/cert/CreditItems';

/** A count of how many of mine are done, out of all. */
function Share({ done, of, label }: { done: number; of: number; label: string }) {
  return (
    <li>
      <strong>
        {done}/{of}
      </strong>
      <span>{label}</span>
    </li>
  );
}

export function StudyOverview({ study }: { study: ApiStudySummary }) {
  const { totals, resume } = study;
  return (
    <>
      <ul className={styles.stats} aria-label="学习统计">
        <CreditItems totals={totals} />
        <li>
          <Link href="/user/cert">
            <strong>{totals.certificates}</strong>
            <span>证书</span>
          </Link>
        </li>
        <Share done={totals.coursesFinished} of={totals.courses} label="课程学完" />
        <Share done={totals.trainingsFinished} of={totals.trainings} label="培训全勤" />
      </ul>
      {resume ? (
        <section className={styles.resume} aria-labelledby="study-resume">
          <div className={styles.resumeText}>
            <h2 id="study-resume">继续上次的学习</h2>
            <p>
              《{resume.courseTitle}》{resume.title}
              {resume.position > 0 ? ` · 上次看到 ${formatClock(resume.position)}` : ''}
            </p>
          </div>
          <Link href={`/video/${resume.videoId}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            继续学习
          </Link>
        </section>
      ) : null}
    </>
  );
}
