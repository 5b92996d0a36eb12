// The survey's questions as a form: radio buttons, check boxes and a text box per question. A guest
// and a closed survey see the same questions, disabled; a logged-in visitor's earlier answers are
// filled in and may be changed until the survey closes.
import { useId, useState, type FormEvent } from 'react';
import { useApiForm } from '@/lib/use-api-form';
import { showToast } from '@/lib/toast';
import {
  answerKey, DEMAND_LIMITS, type ApiDemandAnswers, type ApiDemandQuestion, type ApiDemandSaved,
} from '@/contract/wire/demand';
import styles from './demand.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = {
  demandId: number;
  questions: ApiDemandQuestion[];
  initial: ApiDemandAnswers | null;
  isEnabled: boolean;
  onSaved: (saved: ApiDemandSaved) => void;
};

type Draft = Record<string, number[] | string>;

/** What is unanswered among the required questions, by key. */
export function missingAnswers(questions: ApiDemandQuestion[], draft: Draft): Set<string> {
  return new Set(
    questions
      .filter((q) => {
        const v = draft[answerKey(q.id)];
        return q.isRequired && (v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === ''));
      })
      .map((q) => answerKey(q.id)),
  );
}

/** The form body: indexes as strings, empty answers left out. */
export function toFormAnswers(draft: Draft): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries(draft)) {
    if (Array.isArray(v)) {
      if (v.length) out[key] = v.map(String);
    } else if (v.trim()) out[key] = v;
  }
  return out;
}

/** "（单选）" or "（多选）", unless the question's own wording already says so. */
function kindHint(q: ApiDemandQuestion): string {
  if (q.kind === 'text' || /[单多]选/.test(q.title)) return '';
  return q.kind === 'multiple' ? '（多选）' : '（单选）';
}

export function DemandForm({ demandId, questions, initial, isEnabled, onSaved }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial ?? {});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  // The server's refusals are its toast (docs/product.md §8); the answers stay as chosen.
  const { busy: isBusy, submit: send } = useApiForm({ report: 'toast' });

  const set = (key: string, value: number[] | string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setMissing((m) => (m.has(key) ? new Set([...m].filter((k) => k !== key)) : m));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const gaps = missingAnswers(questions, draft);
    setMissing(gaps);
    if (gaps.size) {
      document.getElementById(`${id}-${[...gaps][0]}`)?.focus();
      return;
    }
    const sent = await send<ApiDemandSaved>(`demand/answer/${demandId}`, { answers: toFormAnswers(draft) });
    if (!sent.ok) return;
    showToast(initial ? '修改已保存，感谢您的参与' : '提交成功，感谢您的参与');
    onSaved(sent.data);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isBusy}>
      <ol className={styles.questions}>
        {questions.map((q, i) => {
          const key = answerKey(q.id);
          const value = draft[key];
          const chosen = Array.isArray(value) ? value : [];
          const isMissing = missing.has(key);
          return (
            <li key={q.id}>
              <fieldset className={styles.question} disabled={!isEnabled} aria-invalid={isMissing || undefined}
                aria-describedby={isMissing ? `${id}-${key}-error` : undefined}>
                <legend id={`${id}-${key}`} tabIndex={-1} className={styles.legend}>
                  <span className={styles.number}>{i + 1}.</span> {q.title}
                  <span className={styles.kind}>
                    {kindHint(q)}
                    {q.isRequired ? '' : '（选填）'}
                  </span>
                </legend>
                {q.kind === 'text' ? (
                  <>
                    <textarea aria-labelledby={`${id}-${key}`} className={styles.text} rows={4} maxLength={DEMAND_LIMITS.text}
                      value={typeof value === 'string' ? value : ''} onChange={(e) => set(key, e.target.value)}
                      placeholder={isEnabled ? '请输入您的回答' : undefined} />
                    <p className={styles.counter}>
                      {[...(typeof value === 'string' ? value : '')].length}/{DEMAND_LIMITS.text}
                    </p>
                  </>
                ) : (
                  <div className={styles.choices}>
                    {q.choices.map((choice, c) => (
                      <label key={c} className={styles.choice}>
                        <input
                          type={q.kind === 'single' ? 'radio' : 'checkbox'}
                          name={`${id}-${key}`}
                          checked={chosen.includes(c)}
                          onChange={(e) =>
                            set(key, q.kind === 'single' ? [c] : e.target.checked ? [...chosen, c].sort((a, b) => a - b) : chosen.filter((x) => x !== c))
                          }
                        />
                        <span>{choice}</span>
                      </label>
                    ))}
                  </div>
                )}
                {isMissing ? (
                  <p id={`${id}-${key}-error`} className={styles.error} role="alert">
                    请回答此题
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {isEnabled ? (
        <p className={styles.actions}>
          <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.submit })} disabled={isBusy}>
            {isBusy ? '正在提交…' : initial ? '保存修改' : '提交问卷'}
          </button>
        </p>
      ) : null}
    </form>
  );
}
