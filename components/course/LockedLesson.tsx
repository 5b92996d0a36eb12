// In place of the player when a lesson of a paid course needs an enrolment: what to do about it.
import Link from '@/components/ui/Link';
import buttons from './course.module.css';
import styles from './watch.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = { courseId: number; courseTitle: string; cover: string; login: boolean; videoId: number };

export function LockedLesson({ courseId, courseTitle, cover, login, videoId }: Props) {
  return (
    <div className={styles.locked} role="region" aria-label="需要报名">
      <img src={cover} alt="" width={640} height={360} className={styles.lockedCover} />
      <div className={styles.lockedBody}>
        <p className={styles.lockedTitle}>
          <svg className={styles.lockIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9zm3 4a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.2A1.5 1.5 0 0 1 12 14z"
            />
          </svg>
          本讲为付费课程内容
        </p>
        <p className={styles.lockedText}>报名《{courseTitle}》后即可观看全部课时，第1讲可免费试看。</p>
        <p className={styles.lockedActions}>
          <Link href={`/course/${courseId}`} className={buttonClass({ variant: 'primary' })}>
            去报名
          </Link>
          {login ? null : (
            <Link href={`/login?url=${encodeURIComponent(`/video/${videoId}`)}`} className={buttons.ghost}>
              已报名？登录
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
