// A decision's dialog in the sign-up and payment queues: the fields it asks (a reason, an amount and a
// reference), sent to one endpoint; a refused field shows under it (applyApiErrors), and the list reloads after.
import { Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormModal } from '@/components/admin/FormModal';
import { getBrowserApiClient } from '@/lib/http';

export type PromptField = { name: string; label: string; max: number; required?: boolean; textarea?: boolean; initial?: string };

export type Prompt = {
  title: string;
  /** What the dialog says above the fields. */
  intro?: ReactNode;
  okText: string;
  danger?: boolean;
  path: string;
  body?: Record<string, unknown>;
  fields: PromptField[];
  /** What to say when done (the answer is passed on). */
  done: (answer: unknown) => string;
};

export function PromptModal({ prompt, onClose }: { prompt: Prompt | null; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <FormModal
      open={prompt !== null}
      title={prompt?.title}
      okText={prompt?.okText}
      danger={prompt?.danger}
      form={form}
      intro={prompt?.intro}
      send={async (values) => (prompt ? prompt.done(await getBrowserApiClient().call(prompt.path, { ...prompt.body, ...values }, { suppressToast: true })) : null)}
      onDone={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      {prompt?.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          initialValue={f.initial}
          rules={f.required === false ? [] : [{ required: true, whitespace: true, message: `请填写${f.label}` }]}
        >
          {f.textarea ? <Input.TextArea rows={3} maxLength={f.max} showCount /> : <Input maxLength={f.max} />}
        </Form.Item>
      ))}
    </FormModal>
  );
}

/**
 * A screen's decision dialog and what opens it: `ask(prompt)`; `onChanged` runs once the dialog sent its request
 * (reload the list, close the row's drawer), not when it was cancelled.
 *   const { ask, dialog } = usePrompt(list.reload);   ...   <Button onClick={() => ask(reject(r))}>驳回</Button>   {dialog}
 */
export function usePrompt(onChanged: () => void) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const dialog = (
    <PromptModal
      prompt={prompt}
      onClose={(changed) => {
        setPrompt(null);
        if (changed) onChanged();
      }}
    />
  );
  return { ask: setPrompt, dialog };
}

/** A queue's row in its drawer (`shown`) and the decisions' dialog: a decision sent closes the drawer and reloads. */
export function useRowDecisions<T>(reload: () => void) {
  const [shown, setShown] = useState<T | null>(null);
  const { ask, dialog } = usePrompt(() => {
    setShown(null);
    reload();
  });
  return { shown, setShown, ask, dialog };
}
