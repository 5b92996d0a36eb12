// A form that carries an attachment (a competition entry, a lecturer's certificates): the file goes first to
// its upload endpoint (raw body, lib/upload.ts), then the form is saved referring to it by uploadId. One flow
// for every such form, so that each checks, uploads, saves and recovers the same way: the browser checks the
// fields with the API's schema and the chosen file itself, the first wrong field takes the focus, the
// server's refusals are its toast (docs/product.md §8) and the form keeps what was typed.
import { useState, type FormEvent } from 'react';
import { showToast } from './toast';
import { uploadFile } from './upload';
import { useApiForm, type FormErrors, type FormSchemaLoader } from './use-api-form';

export type AttachmentStep = 'idle' | 'uploading' | 'saving';

type Options<F extends string> = {
  schema: FormSchemaLoader;
  /** The fields in the order they stand, the chosen file's named 'file'. */
  fields: readonly F[];
  /** The prefix of the fields' ids (`${idPrefix}-${field}`), for the focus. */
  idPrefix: string;
};

type Submission<T> = {
  /** The chosen file, or null to keep the attachment saved before. */
  file: File | null;
  /** What is wrong with the chosen file, or null; asked also when none is chosen (one may be required). */
  checkFile: () => string | null;
  /** The upload endpoint (answers { uploadId }). */
  uploadPath: string;
  /** The save endpoint, and its body without the uploadId (what the schema checks). */
  savePath: string;
  body: Record<string, unknown>;
  /** The toast on success. */
  done: string;
  onSaved: (saved: T) => void;
};

export function useAttachmentForm<F extends string>({ schema, fields, idPrefix }: Options<F>) {
  const { errors, validate, submit: send } = useApiForm<F>({ schema, fields, report: 'toast' });
  const [step, setStep] = useState<AttachmentStep>('idle');

  const focusFirst = (found: FormErrors<F>) => {
    const first = fields.find((name) => found[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  async function submit<T>(event: FormEvent, s: Submission<T>) {
    event.preventDefault();
    if (step !== 'idle') return;
    // The attachment is checked here (the API checks its bytes); the rest by the API's own schema.
    const fileCheck = () => {
      const problem = s.checkFile();
      return (problem ? { file: problem } : {}) as FormErrors<F>;
    };
    const checked = await validate(s.body, { check: fileCheck });
    if (!checked.ok) return focusFirst(checked.errors);
    try {
      let uploadId = '';
      if (s.file) {
        setStep('uploading');
        uploadId = (await uploadFile<{ uploadId: string }>(s.uploadPath, s.file, { name: s.file.name })).uploadId;
      }
      setStep('saving');
      const sent = await send<T>(s.savePath, { ...s.body, ...(uploadId ? { uploadId } : {}) }, { skipCheck: true });
      if (sent.ok) {
        showToast(s.done);
        s.onSaved(sent.data);
      } else focusFirst(sent.errors);
    } catch {
      // The upload failed: its message has been shown (docs/product.md §8); the form keeps what was typed.
    } finally {
      setStep('idle');
    }
  }

  return { errors, step, busy: step !== 'idle', submit };
}
