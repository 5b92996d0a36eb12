// Learner check-in: type the code shown at the venue for the session under way.
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { failureText, useApiForm } from '@/lib/use-api-form';
import type { ApiCheckinResult } from '@/contract/wire/training';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';
import styles from './training.module.css';
import { buttonClass } from '@/components/ui/Button';

export function AttendCodeForm() {
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, submit: send } = useApiForm();
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!/^\d{4,12}$/.test(value)) {
      setOutcome({ ok: false, message: '请输入现场公布的数字签到码' });
      return;
    }
    const sent = await send<ApiCheckinResult>('training/attend', { code: value });
    if (!sent.ok) {
      if (sent.error) setOutcome({ ok: false, message: failureText(sent.error) });
      return;
    }
    setOutcome({ ok: true, result: sent.data });
    setCode('');
    // The schedule below shows the new state.
    await router.replace(router.asPath, undefined, { scroll: false });
  };

  return (
    <div className={styles.stack}>
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>签到码</label>
          <div className={styles.inline}>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              placeholder="现场公布的数字签到码"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/[^\d\s]/g, ''))}
            />
            <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.primaryButton })} disabled={busy}>
              {busy ? '签到中…' : '签到'}
            </button>
          </div>
        </div>
      </form>
      {outcome ? <CheckinResult outcome={outcome} /> : null}
    </div>
  );
}
