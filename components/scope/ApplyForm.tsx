// Applying to host a training class, or changing an application still submitted (user/apply/save).
// The browser checks what it can to help; the server decides. A new form carries a submit key, so a
// double click or a retry after a network failure creates one application.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiOption } from '@/contract/api-types';
import { useApiForm } from '@/lib/use-api-form';
import { showToast } from '@/lib/toast';
import { APPLY_LIMITS, type ApiApplication } from '@/contract/wire/user-apply';
import { APPLY_FIELDS, type ApplyField, type ApplyValues } from './apply-form';
import { charCount, newSubmitKey } from './format';
import styles from './scope.module.css';
import { fieldWiring } from '@/components/ui/FieldHint';
import { SelectOptions } from '@/components/ui/SelectOptions';
import { FormActions } from '@/components/ui/FormActions';

type Props = {
  initial: ApplyValues;
  /** The application being changed; null for a new one. */
  editing: ApiApplication | null;
  regions: ApiOption[];
  today: string;
  onSaved: (saved: ApiApplication) => void;
  onCancel: () => void;
};

const SCHEMA = () => import('@/contract/forms/apply').then((m) => m.applyForm);

export function ApplyForm({ initial, editing, regions, today, onSaved, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<ApplyValues>(initial);
  // The server's refusals are its toast (docs/product.md §8); the form keeps what was typed.
  const { busy, errors, submit: send } = useApiForm({ schema: SCHEMA, fields: APPLY_FIELDS, report: 'toast' });
  const submitKey = useRef(newSubmitKey());

  const set = (name: ApplyField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = await send<ApiApplication>('user/apply/save', {
      ...values,
      ...(editing ? { id: String(editing.id) } : { submitKey: submitKey.current }),
    });
    if (sent.ok) {
      showToast(editing ? '修改已保存' : '申请已提交，请等待学院审核');
      onSaved(sent.data);
      return;
    }
    const first = APPLY_FIELDS.find((f) => sent.errors[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  const { described, hint } = fieldWiring<ApplyField>(id, errors, { error: styles.error, hint: styles.hint });
  const field = (name: ApplyField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    ...described(name),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={editing ? '修改培训班申请' : '培训班申请表'}>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-title`}>培训班名称</label>
        <input {...field('title')} type="text" maxLength={APPLY_LIMITS.title} placeholder="如：基层慢病规范化管理培训班" />
        {hint('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-organisation`}>申请单位</label>
        <input {...field('organisation')} type="text" maxLength={APPLY_LIMITS.organisation} autoComplete="organization" />
        {hint('organisation')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-region`}>举办地区</label>
        <select {...field('region')}>
          <SelectOptions options={regions} />
        </select>
        {hint('region')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-contactName`}>联系人</label>
        <input {...field('contactName')} type="text" maxLength={APPLY_LIMITS.contactName} autoComplete="name" />
        {hint('contactName')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-contactPhone`}>联系电话</label>
        <input {...field('contactPhone')} type="tel" inputMode="numeric" maxLength={13} autoComplete="tel" placeholder="11位手机号" />
        {hint('contactPhone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-startDate`}>开始日期</label>
        <input {...field('startDate')} type="date" min={today} />
        {hint('startDate')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-endDate`}>结束日期</label>
        <input {...field('endDate')} type="date" min={values.startDate || today} />
        {hint('endDate')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-trainees`}>预计培训人数</label>
        <input {...field('trainees')} type="number" inputMode="numeric" min={APPLY_LIMITS.traineesMin} max={APPLY_LIMITS.traineesMax} step={1} />
        {hint('trainees', `${APPLY_LIMITS.traineesMin}～${APPLY_LIMITS.traineesMax}人`)}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-plan`}>培训计划</label>
        <textarea {...field('plan')} rows={6} maxLength={APPLY_LIMITS.plan} placeholder="培训对象、内容安排、师资、授课方式、考核方式等" />
        <p className={styles.counter} aria-live="polite">
          {charCount(values.plan)}/{APPLY_LIMITS.plan}
        </p>
        {hint('plan', `${APPLY_LIMITS.planMin}～${APPLY_LIMITS.plan}字`)}
      </div>
      <FormActions className={styles.formActions} busy={busy} label={busy ? '正在提交…' : editing ? '保存修改' : '提交申请'} size="sm" onCancel={onCancel} />
    </form>
  );
}
