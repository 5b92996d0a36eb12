// On a phone the class page is long (schedule, syllabus, notices) and its sign-up button scrolls away
// with the header: this bar keeps the fee and the way to sign up at the bottom of the screen, above
// the tab bar, while a sign-up is possible. Wider screens show the header's panel beside the content.
import { loginAddress } from '@/lib/guard';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import styles from './training.module.css';
import { ButtonLink } from '@/components/ui/Button';
import { feeText } from './format';

type Props = { t: ApiTrainingDetail; loggedIn: boolean };

export function StickySignup({ t, loggedIn }: Props) {
  if (t.mySignup || !t.canSignup) return null;
  return (
    <div className={styles.stickyBar} data-testid="sticky-signup">
      <p className={styles.stickyFee}>
        <strong>{feeText(t.fee)}</strong>
        <span>剩余 {t.seatsLeft} 个名额</span>
      </p>
      {loggedIn ? (
        <ButtonLink external variant="primary" size="lg" className={styles.primaryButton} href="#signup">
          填写报名表
        </ButtonLink>
      ) : (
        <ButtonLink variant="primary" size="lg" className={styles.primaryButton} href={loginAddress(`/training/${t.id}`)}>
          登录报名
        </ButtonLink>
      )}
    </div>
  );
}
