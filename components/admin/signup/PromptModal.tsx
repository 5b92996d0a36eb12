// A decision's dialog in the sign-up and payment queues: the fields it asks (a reason, an amount and a
// reference), sent to one endpoint; a refused field shows under it (applyApiErrors), and the list reloads after.
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
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
