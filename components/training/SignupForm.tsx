// The sign-up form of a class: name, phone, work unit, department, job title and region, filled from
// the user's profile, then the class's own questions (set in the console). On success it goes to the
// success page; a repeated submit lands there as well.
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import type { ApiOption } from '@/contract/api-types';
import { SIGNUP_LIMITS as FIELD_LIMITS } from '@/contract/forms/limits';
import { normalisePhone } from '@/contract/phone';
import { useApiForm } from '@/lib/use-api-form';
import type { ApiSignupDefaults, ApiSignupField, ApiSignupResult } from '@/contract/wire/training';
import { SIGNUP_ANSWER_MAX } from '@/contract/wire/training';
import type { SignupFields } from './signup-form';
import styles from './training.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = {
  trainingId: number;
  defaults: ApiSignupDefaults;
  options: { region: ApiOption[]; department: ApiOption[]; jobTitle: ApiOption[] };
  /** The class's own questions, asked after the standard fields. */
  questions?: ApiSignupField[];
};

/** The required questions left unanswered, by key, with the words to show under each. */
function missingAnswers(questions: ApiSignupField[], answers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questions) {
    if (q.required && !(answers[q.key] ?? '').trim()) out[q.key] = q.type === 'choice' ? `请选择${q.label}` : `请填写${q.label}`;
  }
  return out;
}

const TEXT_FIELDS: { key: keyof typeof FIELD_LIMITS | 'phone'; label: string; type?: string; autoComplete: string; list?: 'department' | 'jobTitle' }[] = [
  { key: 'name', label: '姓名', autoComplete: 'name' },
  { key: 'phone', label: '手机号', type: 'tel', autoComplete: 'tel' },
  { key: 'workUnit', label: '工作单位', autoComplete: 'organization' },
  { key: 'department', label: '科室', autoComplete: 'off', list: 'department' },
  { key: 'jobTitle', label: '职务/岗位', autoComplete: 'organization-title', list: 'jobTitle' },
];

const SCHEMA = () => import('@/contract/forms/signup').then((m) => m.signupForm);
const FIELDS = ['name', 'phone', 'workUnit', 'department', 'jobTitle', 'region'] as const;

export function SignupForm({ trainingId, defaults, options, questions = [] }: Props) {
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState<SignupFields>(defaults);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const { busy, errors, clearError, formError, submit: send } = useApiForm({
    schema: SCHEMA,
    fields: FIELDS,
    // The API names a question's refusal "answers.f1：..."; the words are enough here.
    messageOf: (e) => ('codeMsg' in e ? e.codeMsg.replace(/^answers\.f\d+：/, '') : undefined),
  });

  const answer = (key: string, value: string) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setAnswerErrors((errs) => {
      const next = { ...errs };
      delete next[key];
      return next;
    });
  };

  const set = (key: keyof SignupFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    clearError(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(questions, answers);
    setAnswerErrors(missing);
    if (Object.keys(missing).length) return;
    const sent = await send<ApiSignupResult>(
      `training/signup/${trainingId}`,
      { ...fields, phone: normalisePhone(fields.phone), answers },
      { stayBusy: true, values: { ...fields, phone: normalisePhone(fields.phone) } },
    );
    if (sent.ok) await router.push(`/training/success/${trainingId}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      {TEXT_FIELDS.map((f) => (
        <div key={f.key} className={styles.field}>
          <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
          <input
            id={`${id}-${f.key}`}
            name={f.key}
            type={f.type ?? 'text'}
            inputMode={f.key === 'phone' ? 'numeric' : undefined}
            autoComplete={f.autoComplete}
            maxLength={f.key === 'phone' ? 16 : FIELD_LIMITS[f.key as keyof typeof FIELD_LIMITS]}
            list={f.list ? `${id}-${f.list}-list` : undefined}
            value={fields[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={`${id}-${f.key}-error`}
            required
          />
          <p id={`${id}-${f.key}-error`} className={styles.fieldError}>
            {errors[f.key] ?? ''}
          </p>
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-region`}>所在地区</label>
        <select
          id={`${id}-region`}
          name="region"
          value={fields.region}
          onChange={(e) => set('region', e.target.value)}
          aria-invalid={errors.region ? true : undefined}
          aria-describedby={`${id}-region-error`}
          required
        >
          <option value="">请选择</option>
          {options.region.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </select>
        <p id={`${id}-region-error`} className={styles.fieldError}>
          {errors.region ?? ''}
        </p>
      </div>
      {questions.map((q) => (
        <div key={q.key} className={styles.field}>
          <label htmlFor={`${id}-${q.key}`}>
            {q.label}
            {q.required ? '' : '（选填）'}
          </label>
          {q.type === 'choice' ? (
            <select
              id={`${id}-${q.key}`}
              value={answers[q.key] ?? ''}
              onChange={(e) => answer(q.key, e.target.value)}
              aria-invalid={answerErrors[q.key] ? true : undefined}
              aria-describedby={`${id}-${q.key}-error`}
              required={q.required}
            >
              <option value="">请选择</option>
              {q.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${q.key}`}
              type="text"
              maxLength={SIGNUP_ANSWER_MAX}
              value={answers[q.key] ?? ''}
              onChange={(e) => answer(q.key, e.target.value)}
              aria-invalid={answerErrors[q.key] ? true : undefined}
              aria-describedby={`${id}-${q.key}-error`}
              required={q.required}
            />
          )}
          <p id={`${id}-${q.key}-error`} className={styles.fieldError}>
            {answerErrors[q.key] ?? ''}
          </p>
        </div>
      ))}
      {(['department', 'jobTitle'] as const).map((name) => (
        <datalist key={name} id={`${id}-${name}-list`}>
          {options[name].map((o) => (
            <option key={o.value} value={o.name} />
          ))}
        </datalist>
      ))}
      <div className={styles.formFoot}>
        <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.primaryButton })} disabled={busy}>
          {busy ? '提交中…' : '提交报名'}
        </button>
        <p id={`${id}-hint`} className={styles.stateNote}>
          信息仅用于本期培训的报到、考勤与证书办理。
        </p>
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      </div>
    </form>
  );
}
