// Applying for lecturer certification, or changing an application still submitted: the attachment
// goes first (user/teacher/upload, raw body), then the form refers to it (user/teacher/save).
import { useId, useState, type FormEvent } from 'react';
import { useAttachmentForm } from '@/lib/use-attachment-form';
import { TEACHER_LIMITS, type ApiTeacherApplication, type ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import type { TeacherOptions } from '@/loaders/user-teacher';
import { charCount } from './format';
import { ACCEPT, FILE_HINT, TEACHER_FIELDS, checkTeacherFile, fileSizeText, type TeacherField, type TeacherValues } from './teacher-form';
import styles from './scope.module.css';
import { fieldWiring } from '@/components/ui/FieldHint';
import { SelectOptions } from '@/components/ui/SelectOptions';
import { buttonClass } from '@/components/ui/Button';
import { FormActions } from '@/components/ui/FormActions';

type Props = {
  initial: TeacherValues;
  editing: ApiTeacherApplication | null;
  options: TeacherOptions;
  onSaved: (state: ApiTeacherCurrent) => void;
  onCancel?: () => void;
};

const SCHEMA = () => import('@/contract/forms/teacher').then((m) => m.teacherForm);

export function TeacherForm({ initial, editing, options, onSaved, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<TeacherValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const { errors, busy, step, submit: send } = useAttachmentForm({ schema: SCHEMA, fields: TEACHER_FIELDS, idPrefix: id });

  const set = (name: Exclude<keyof TeacherValues, 'specialties'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const toggle = (value: string) =>
    setValues((v) => ({ ...v, specialties: v.specialties.includes(value) ? v.specialties.filter((s) => s !== value) : [...v.specialties, value] }));

  const submit = (event: FormEvent) =>
    send(event, {
      file,
      checkFile: () => (file ? checkTeacherFile(file) : editing ? null : '请上传资质证明附件'),
      uploadPath: 'user/teacher/upload',
      savePath: 'user/teacher/save',
      body: values,
      done: editing ? '修改已保存' : '认证申请已提交，请等待学院审核',
      onSaved,
    });

  const { described, hint } = fieldWiring<TeacherField>(id, errors, { error: styles.error, hint: styles.hint });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={editing ? '修改讲师认证申请' : '讲师认证申请表'}>
      <div className={styles.field}>
        <label htmlFor={`${id}-professionalTitle`}>职称</label>
        <select id={`${id}-professionalTitle`} value={values.professionalTitle} onChange={set('professionalTitle')} {...described('professionalTitle')}>
          <SelectOptions options={options.professionalTitle} />
        </select>
        {hint('professionalTitle')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-yearsOfPractice`}>从业年限（年）</label>
        <input id={`${id}-yearsOfPractice`} type="number" inputMode="numeric" min={0} max={TEACHER_LIMITS.yearsMax} step={1}
          value={values.yearsOfPractice} onChange={set('yearsOfPractice')} {...described('yearsOfPractice')} />
        {hint('yearsOfPractice')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-hospitalLevel`}>所在医院等级</label>
        <select id={`${id}-hospitalLevel`} value={values.hospitalLevel} onChange={set('hospitalLevel')} {...described('hospitalLevel')}>
          <SelectOptions options={options.hospitalLevel} />
        </select>
        {hint('hospitalLevel')}
      </div>
      <fieldset className={`${styles.field} ${styles.fieldset} ${styles.wide}`} {...described('specialties')}>
        <legend>擅长领域（可多选，最多{TEACHER_LIMITS.specialtiesMax}项）</legend>
        <div className={styles.checks}>
          {options.specialty.map((o, i) => (
            <label key={o.value} className={styles.check}>
              <input
                id={i === 0 ? `${id}-specialties` : undefined}
                type="checkbox"
                name="specialties"
                value={o.value}
                checked={values.specialties.includes(o.value)}
                onChange={() => toggle(o.value)}
              />
              {o.name}
            </label>
          ))}
        </div>
        {hint('specialties')}
      </fieldset>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-experience`}>授课经历（选填）</label>
        <textarea id={`${id}-experience`} rows={4} maxLength={TEACHER_LIMITS.experience} value={values.experience} onChange={set('experience')}
          placeholder="近年承担的授课、带教任务，如：为乡镇卫生院医生授课10余次" {...described('experience')} />
        <p className={styles.counter} aria-live="polite">
          {charCount(values.experience)}/{TEACHER_LIMITS.experience}
        </p>
        {hint('experience')}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-file`}>资质证明附件</label>
        {/* The native input stays focusable but hidden: its button text follows the browser's language. */}
        <div className={styles.filePicker}>
          <input id={`${id}-file`} className={styles.fileInput} type="file" accept={ACCEPT} {...described('file')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <label htmlFor={`${id}-file`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-hidden="true">
            {file || editing ? '重新选择' : '选择文件'}
          </label>
          <span className={styles.fileChosen}>
            {file ? `${file.name}（${fileSizeText(file.size)}）` : editing ? `当前附件：${editing.attachment.name}` : '未选择文件'}
          </span>
        </div>
        {hint('file', editing ? `${FILE_HINT}；不重新选择则保留当前附件` : FILE_HINT)}
      </div>
      <FormActions className={styles.formActions} busy={busy} label={step === 'uploading' ? '正在上传附件…' : step === 'saving' ? '正在提交…' : editing ? '保存修改' : '提交认证申请'} size="sm" onCancel={onCancel} />
    </form>
  );
}
