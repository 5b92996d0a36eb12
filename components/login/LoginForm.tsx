// Phone + SMS code login (docs/product.md §7 passport/code and passport/phone).
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiCodeSent, ApiLogin } from '@/contract/api-types';
import { maskPhone, normalisePhone } from '@/contract/phone';
import { useApiForm } from '@/lib/use-api-form';
import { getInvite } from '@/lib/invite';
import { clearLoggedOutFlag } from '@/lib/logged-out-flag';
import { useCommonStoreApi } from '@/stores/common-store-context';
import styles from './LoginForm.module.css';
import { buttonClass } from '@/components/ui/Button';

const CODE_SCHEMA = () => import('@/contract/forms/login').then((m) => m.smsCodeForm);
const LOGIN_SCHEMA = () => import('@/contract/forms/login').then((m) => m.loginForm);

/**
 * What the phone field keeps of what was typed or pasted: digits only, at most 11. A pasted
 * "+86 138-0000-0000" loses its country code first; a lone "86" being typed is left alone.
 */
export function toPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > 11 && digits.startsWith('86') ? digits.slice(2) : digits).slice(0, 11);
}

/** The form's one line: the first wrong field's message (phone before code), else the API's answer. */
function firstOf(form: { errors: Partial<Record<string, string>>; formError: string }): string {
  return form.errors.phone || form.errors.code || Object.values(form.errors)[0] || form.formError;
}

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const router = useRouter();
  const store = useCommonStoreApi();
  const ids = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
  const [wait, setWait] = useState(0);
  // One message line for the form (docs/product.md §7): the phone's or the code's, or the API's answer.
  const codeForm = useApiForm({ schema: CODE_SCHEMA });
  const loginForm = useApiForm({ schema: LOGIN_SCHEMA });
  const busy = codeForm.busy || loginForm.busy;
  const error = firstOf(codeForm) || firstOf(loginForm);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    loginForm.reset();
    const normalised = normalisePhone(phone);
    const sent = await codeForm.submit<ApiCodeSent>('passport/code', { phone: normalised });
    if (!sent.ok) return;
    setWait(sent.data.resendAfter > 0 ? sent.data.resendAfter : 60);
    setNotice(`验证码已发送至 ${maskPhone(normalised)}，请查收短信`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    codeForm.reset();
    const body: Record<string, string> = { phone: normalisePhone(phone), code, url: returnUrl };
    const invite = getInvite();
    if (invite) body.invite = invite;
    const result = await loginForm.submit<ApiLogin>('passport/phone', body, { stayBusy: true });
    if (!result.ok) return;
    clearLoggedOutFlag();
    store.getState().setUserInfo(result.data.userInfo);
    await router.replace(result.data.url);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>手机号登录</h1>
      <p className={styles.hint}>未注册的手机号验证后将自动创建账号</p>
      <label htmlFor={`${ids}-phone`} className={styles.label}>
        手机号
      </label>
      <input
        id={`${ids}-phone`}
        className={styles.input}
        type="tel"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="tel"
        placeholder="请输入11位手机号"
        value={phone}
        onChange={(e) => setPhone(toPhoneDigits(e.target.value))}
        aria-invalid={codeForm.errors.phone || loginForm.errors.phone ? true : undefined}
      />
      <label htmlFor={`${ids}-code`} className={styles.label}>
        验证码
      </label>
      <div className={styles.codeRow}>
        <input
          id={`${ids}-code`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6位数字"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={loginForm.errors.code ? true : undefined}
        />
        <button type="button" className={styles.codeButton} onClick={sendCode} disabled={busy || wait > 0}>
          {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
        </button>
      </div>
      {/* Both live regions are always in the page (so screen readers announce changes) and never overlap. */}
      <div className={styles.messages}>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <p className={styles.notice} role="status">
          {error ? '' : notice}
        </p>
      </div>
      <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.submit })} disabled={busy}>
        登录
      </button>
      <p className={styles.consent}>
        登录即表示您已阅读并同意<Link href="/agreement">《用户协议》</Link>和<Link href="/privacy">《隐私政策》</Link>
        ，我们将按政策使用您的手机号发送验证码和识别账号。
      </p>
    </form>
  );
}
