// Editing the profile: name, gender, work unit, department, job title, professional title, city and
// county. Dictionary fields are selects of option values (the server stores codes); department and job
// title are free text with the dictionaries as suggestions. Checked here and again by the server.
import Link from '@/components/ui/Link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiOptions, ApiProfile } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { loginAddress } from '@/lib/guard';
import { ApiCodeError } from '@/lib/http';
import { useApiForm } from '@/lib/use-api-form';
import { PROFILE_LIMITS, type ApiProfileForm } from '@/contract/wire/profile';
import { useInvite } from '@/stores/common-store-context';
import { countiesOf, toProfileForm } from './profile-form';
import styles from './profile.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = {
  profile: ApiProfile;
  options: ApiOptions;
  onSaved: (profile: ApiProfile) => void;
  onCancel: () => void;
};

type TextKey = 'name' | 'workUnit' | 'department' | 'jobTitle';
const TEXT_FIELDS: { key: TextKey; label: string; autoComplete: string; list?: 'department' | 'jobTitle'; required?: boolean }[] = [
  { key: 'name', label: '姓名', autoComplete: 'name', required: true },
  { key: 'workUnit', label: '工作单位', autoComplete: 'organization' },
  { key: 'department', label: '科室', autoComplete: 'off', list: 'department' },
  { key: 'jobTitle', label: '职务', autoComplete: 'organization-title', list: 'jobTitle' },
];

const SCHEMA = () => import('@/contract/forms/profile').then((m) => m.profileForm);
const FIELDS = ['name', 'gender', 'workUnit', 'department', 'jobTitle', 'professionalTitle', 'region', 'county'] as const;
const isExpired = (error: unknown) => error instanceof ApiCodeError && error.code === Code.NotLoggedIn;

export function ProfileForm({ profile, options, onSaved, onCancel }: Props) {
  const id = useId();
  const invite = useInvite();
  const [fields, setFields] = useState<ApiProfileForm>(() => toProfileForm(profile, options));
  // The answer is shown in the form, so no toast as well.
  const { busy, errors, clearError, formError: formText, submit: send } = useApiForm({
    schema: SCHEMA, fields: FIELDS, messageOf: (error) => (isExpired(error) ? '登录已过期，请重新登录后再保存' : undefined),
  });
  const [expired, setExpired] = useState(false);
  const formError = formText ? { text: formText, login: expired } : null;
  const counties = countiesOf(options.county ?? [], fields.region);

  // Opening the form puts the keyboard on its first field.
  useEffect(() => {
    document.getElementById(`${id}-name`)?.focus();
  }, [id]);

  const set = <K extends keyof ApiProfileForm>(key: K, value: ApiProfileForm[K]) => {
    setFields((f) => ({ ...f, [key]: value, ...(key === 'region' ? { county: '' } : {}) }));
    clearError(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await send<ApiProfile>('user/profile/save', { ...fields });
    if (sent.ok) return onSaved(sent.data);
    setExpired(isExpired(sent.error));
    const first = FIELDS.find((f) => sent.errors[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const errorOf = (key: keyof ApiProfileForm) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className={styles.fieldError}>
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof ApiProfileForm) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        编辑资料
      </h2>
      <div className={styles.grid}>
        {TEXT_FIELDS.map((f) => (
          <div key={f.key} className={styles.field}>
            <label htmlFor={`${id}-${f.key}`}>
              {f.label}
              {f.required ? <span className={styles.required}>（必填）</span> : null}
            </label>
            <input
              id={`${id}-${f.key}`}
              name={f.key}
              value={fields[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
              autoComplete={f.autoComplete}
              maxLength={PROFILE_LIMITS[f.key]}
              list={f.list ? `${id}-${f.list}-list` : undefined}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={describedBy(f.key)}
              required={f.required}
            />
            {f.list ? (
              <datalist id={`${id}-${f.list}-list`}>
                {(options[f.list] ?? []).map((o) => (
                  <option key={o.value} value={o.name} />
                ))}
              </datalist>
            ) : null}
            {errorOf(f.key)}
          </div>
        ))}

        <fieldset className={styles.field}>
          <legend>性别</legend>
          <div className={styles.radios}>
            {[{ value: 'male', name: '男' }, { value: 'female', name: '女' }, { value: '', name: '不填写' }].map((o) => (
              <label key={o.value || 'none'} className={styles.radio}>
                <input
                  type="radio"
                  name="gender"
                  value={o.value}
                  checked={fields.gender === o.value}
                  onChange={() => set('gender', o.value as ApiProfileForm['gender'])}
                />
                {o.name}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={`${id}-professionalTitle`}>职称</label>
          <select
            id={`${id}-professionalTitle`}
            name="professionalTitle"
            value={fields.professionalTitle}
            onChange={(e) => set('professionalTitle', e.target.value)}
          >
            <option value="">请选择</option>
            {(options.professionalTitle ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.name}
              </option>
            ))}
          </select>
        </div>

        <fieldset className={`${styles.field} ${styles.wide}`}>
          <legend>所在地区</legend>
          <div className={styles.cascade}>
            <label className="visually-hidden" htmlFor={`${id}-region`}>
              城市
            </label>
            <select id={`${id}-region`} name="region" value={fields.region} onChange={(e) => set('region', e.target.value)}>
              <option value="">请选择城市</option>
              {(options.region ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.name}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor={`${id}-county`}>
              区县
            </label>
            <select
              id={`${id}-county`}
              name="county"
              value={fields.county}
              onChange={(e) => set('county', e.target.value)}
              disabled={!fields.region || counties.length === 0}
              aria-invalid={errors.county ? true : undefined}
              aria-describedby={describedBy('county')}
            >
              <option value="">{fields.region ? '区县（可不选）' : '请先选择城市'}</option>
              {counties.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          {errorOf('county')}
        </fieldset>
      </div>

      {formError ? (
        <p className={styles.formError} role="alert">
          {formError.text}
          {formError.login ? (
            <>
              {' '}
              <Link href={loginAddress('/user/info', invite)}>去登录</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass({ variant: 'primary' })} disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
          取消
        </button>
      </div>
    </form>
  );
}
