// Phone + SMS code login (docs/product.md §7 passport/code and passport/phone).
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiCodeSent, ApiLogin } from '@/contract/api-types';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { getInvite } from '@/lib/invite';
import { clearLoggedOutFlag } from '@/lib/logged-out-flag';
import { useCommonStoreApi } from '@/stores/common-store-context';
import styles from './LoginForm.module.css';

const PHONE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;

function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+?86/, '');
}

/**
 * What the phone field keeps of what was typed or pasted: digits only, at most 11. A pasted
 * "+86 138-0000-0000" loses its country code first; a lone "86" being typed is left alone.
 */
export function toPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > 11 && digits.startsWith('86') ? digits.slice(2) : digits).slice(0, 11);
}

/** "138****0000": says where the code went without printing the whole number on screen. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function messageOf(error: unknown): string {
  return error instanceof ApiCodeError ? error.codeMsg : '网络请求失败，请稍后重试';
}

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const router = useRouter();
  const store = useCommonStoreApi();
  const ids = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    setError('');
    const normalised = normalisePhone(phone);
    if (!PHONE.test(normalised)) {
      setError('请输入正确的11位手机号');
      return;
    }
    setBusy(true);
    try {
      const sent = await getBrowserApiClient().call<ApiCodeSent>('passport/code', { phone: normalised }, { suppressToast: true });
      setWait(sent.resendAfter > 0 ? sent.resendAfter : 60);
      setNotice(`验证码已发送至 ${maskPhone(normalised)}，请查收短信`);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const normalised = normalisePhone(phone);
    if (!PHONE.test(normalised)) return setError('请输入正确的11位手机号');
    if (!CODE.test(code)) return setError('请输入6位数字验证码');
    setBusy(true);
    try {
      const body: Record<string, string> = { phone: normalised, code, url: returnUrl };
      const invite = getInvite();
      if (invite) body.invite = invite;
      const result = await getBrowserApiClient().call<ApiLogin>('passport/phone', body, { suppressToast: true });
      clearLoggedOutFlag();
      store.getState().setUserInfo(result.userInfo);
      await router.replace(result.url);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
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
      <button type="submit" className={styles.submit} disabled={busy}>
        登录
      </button>
      <p className={styles.consent}>
        登录即表示您已阅读并同意<Link href="/agreement">《用户协议》</Link>和<Link href="/privacy">《隐私政策》</Link>
        ，我们将按政策使用您的手机号发送验证码和识别账号。
      </p>
    </form>
  );
}
