// Submitting or editing an entry: the attachment goes first (activity/upload, raw body), then the
// form refers to it by uploadId (activity/entrySave/:id). The browser checks what it can to help; the
// server decides.
import { useId, useState, type FormEvent } from 'react';
import { useAttachmentForm } from '@/lib/use-attachment-form';
import { ENTRY_LIMITS, type ApiMyEntry } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { ACCEPT_ATTRIBUTE, ATTACHMENT_HINT, checkChosenFile, formatFileSize } from './format';
import { fieldWiring } from '@/components/ui/FieldHint';
import { buttonClass } from '@/components/ui/Button';
import { FormActions } from '@/components/ui/FormActions';

type Props = { activityId: number; entry: ApiMyEntry | null; onSaved: (entry: ApiMyEntry) => void; onCancel?: () => void };
type Field = 'title' | 'department' | 'abstract' | 'file';

const length = (s: string) => [...s.trim()].length;
const SCHEMA = () => import('@/contract/forms/entry').then((m) => m.entryForm);
const FIELDS = ['title', 'department', 'abstract', 'file'] as const;

export function EntryForm({ activityId, entry, onSaved, onCancel }: Props) {
  const id = useId();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [department, setDepartment] = useState(entry?.department ?? '');
  const [abstract, setAbstract] = useState(entry?.abstract ?? '');
  const [file, setFile] = useState<File | null>(null);
  const { errors, busy, step, submit: send } = useAttachmentForm({ schema: SCHEMA, fields: FIELDS, idPrefix: id });

  const submit = (event: FormEvent) =>
    send(event, {
      file,
      checkFile: () => (file ? checkChosenFile(file) : entry?.attachment ? null : '请上传病例附件'),
      uploadPath: 'activity/upload',
      savePath: `activity/entrySave/${activityId}`,
      body: { title, department, abstract },
      done: entry ? '修改已保存' : '作品已提交',
      onSaved,
    });

  const { described, hint } = fieldWiring<Field>(id, errors, { error: styles.fieldError, hint: styles.fieldHint });
  const field = (name: Field) => ({ id: `${id}-${name}`, ...described(name) });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>病例标题</label>
        <input {...field('title')} type="text" value={title} maxLength={ENTRY_LIMITS.title} onChange={(e) => setTitle(e.target.value)}
          placeholder="如：老年高血压合并糖尿病患者的社区管理一例" required />
        {hint('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-department`}>所在科室</label>
        <input {...field('department')} type="text" value={department} maxLength={ENTRY_LIMITS.department}
          onChange={(e) => setDepartment(e.target.value)} placeholder="如：全科医学科" required />
        {hint('department')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-abstract`}>病例摘要</label>
        <textarea {...field('abstract')} value={abstract} rows={6} maxLength={ENTRY_LIMITS.abstract}
          onChange={(e) => setAbstract(e.target.value)} placeholder="简述病史、诊疗经过、随访结果和体会" required />
        <p className={styles.counter} aria-live="polite">
          {length(abstract)}/{ENTRY_LIMITS.abstract}
        </p>
        {hint('abstract', `${ENTRY_LIMITS.abstractMin}～${ENTRY_LIMITS.abstract}字，完整病例请以附件形式上传`)}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>病例附件</label>
        {/* The native input stays focusable (keyboard) but hidden: its button text follows the browser's
            language, so a Chinese button stands in for it. */}
        <div className={styles.filePicker}>
          <input {...field('file')} className={styles.fileInput} type="file" accept={ACCEPT_ATTRIBUTE}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <label htmlFor={`${id}-file`} className={buttonClass({ variant: 'secondary' })} aria-hidden="true">
            {file || entry?.attachment ? '重新选择' : '选择文件'}
          </label>
          <span className={styles.fileChosen}>
            {file ? `${file.name}（${formatFileSize(file.size)}）` : entry?.attachment ? `当前附件：${entry.attachment.name}` : '未选择文件'}
          </span>
        </div>
        {hint('file', entry?.attachment ? `${ATTACHMENT_HINT}；不重新选择则保留当前附件` : ATTACHMENT_HINT)}
      </div>
      <FormActions className={styles.formActions} busy={busy} label={step === 'uploading' ? '正在上传附件…' : step === 'saving' ? '正在保存…' : entry ? '保存修改' : '提交作品'} onCancel={onCancel} />
    </form>
  );
}
