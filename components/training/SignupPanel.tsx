// What a visitor can do about a class now: sign up (or log in to), see their sign-up, or why not; with a
// sign-up, the link to the class's post-test and its state.
import Link from '@/components/ui/Link';
import { loginAddress } from '@/lib/guard';
import { useInvite } from '@/stores/common-store-context';
import { examStateText } from '@/contract/exam-format';
import type { ApiSignupStage, ApiTrainingDetail } from '@/contract/wire/training';
import styles from './training.module.css';
import { Button, ButtonLink } from '@/components/ui/Button';

type Props = { t: ApiTrainingDetail; loggedIn: boolean };

/** What follows "您已报名" for each state of a live sign-up. */
const STAGE_NOTE: Record<ApiSignupStage, string> = {
  review: '，等待教务审核', unpaid: '，审核已通过，培训费待缴纳', confirmed: '', rejected: '', cancelled: '',
};

export function SignupPanel({ t, loggedIn }: Props) {
  const invite = useInvite();
  const calendar = (
    <a className={styles.calendarLink} href={`/api/med/calendar/training/${t.id}`} download={`training-${t.id}.ics`}>
      添加到日历
    </a>
  );
  let action;
  if (t.mySignup) {
    action = (
      <>
        <ButtonLink variant="primary" size="lg" className={styles.primaryButton} href={`/training/success/${t.id}`}>
          查看报名与电子票
        </ButtonLink>
        <p className={styles.stateNote}>
          <strong>您已报名</strong>
          {STAGE_NOTE[t.mySignup.stage]}
        </p>
        {t.myExam ? (
          <Link className={styles.examLink} href={`/training/exam/${t.id}`}>
            结业考试 <span className={styles[`exam-${t.myExam.state}`]}>{examStateText(t.myExam)}</span>
            {t.myExam.state === 'closed' ? <span className={styles.examHint}>（全部课次签到后开放）</span> : null}
          </Link>
        ) : null}
      </>
    );
  } else if (t.canSignup) {
    action = loggedIn ? (
      <ButtonLink external variant="primary" size="lg" className={styles.primaryButton} href="#signup">
        立即报名
      </ButtonLink>
    ) : (
      <ButtonLink variant="primary" size="lg" className={styles.primaryButton} href={loginAddress(`/training/${t.id}`, invite)}>
        登录后报名
      </ButtonLink>
    );
  } else {
    const why =
      t.status === 'finished' ? '本期培训已结束' : t.seatsLeft === 0 ? '名额已满' : '报名已截止';
    action = (
      <Button variant="primary" size="lg" className={styles.primaryButton} disabled>
        {why}
      </Button>
    );
  }
  return (
    <div className={styles.actions}>
      {!t.mySignup && t.closedSignup ? (
        <p className={styles.stateNote} role="status">
          <strong>您的上次报名{t.closedSignup.stage === 'rejected' ? '未通过审核' : '已被学会取消'}</strong>
          {t.closedSignup.reason ? `：${t.closedSignup.reason}` : ''}
        </p>
      ) : null}
      {action}
      {calendar}
    </div>
  );
}
