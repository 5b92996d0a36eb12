// A decision's dialog in the sign-up and payment queues: the fields it asks (a reason, an amount and a
// reference), sent to one endpoint; a refused field shows under it (applyApiErrors), and the list reloads after.
import { App, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
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
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!prompt) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await getBrowserApiClient().call(prompt.path, { ...prompt.body, ...values }, { suppressToast: true });
      void message.success(prompt.done(answer));
      onClose(true);
    } catch (error) {
      if (!applyApiErrors(error, form, message)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={prompt !== null}
      title={prompt?.title}
      okText={prompt?.okText}
      cancelText="取消"
      okButtonProps={{ danger: prompt?.danger, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {prompt?.intro}
      <Form form={form} layout="vertical" preserve={false}>
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
      </Form>
    </Modal>
  );
}
