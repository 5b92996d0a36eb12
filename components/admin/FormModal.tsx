// A console dialog that asks a form and sends it (docs/product.md §10): the fields are checked first, the OK
// button spins while the request runs, a refused field shows its message under it (applyApiErrors), and what
// the request did is said as a message before the dialog closes. Closed, its fields are dropped (destroyOnHidden).
import { App, Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { applyApiErrors } from '@/components/admin/applyApiErrors';

type Props<V> = {
  open: boolean;
  title: ReactNode;
  okText?: string;
  danger?: boolean;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Sends the checked values and answers what to say when done; null when nothing was sent (the dialog stays). */
  send: (values: V) => Promise<string | null>;
  onDone: () => void;
  onCancel: () => void;
  /** What the dialog says above the fields. */
  intro?: ReactNode;
  children: ReactNode;
};

export function FormModal<V>({ open, title, okText = '保存', danger, form, initialValues, send, onDone, onCancel, intro, children }: Props<V>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const said = await send(values);
      if (said === null) return;
      void message.success(said);
      onDone();
    } catch (error) {
      if (!applyApiErrors(error, form, message)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open} title={title} okText={okText} cancelText="取消" okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit()} onCancel={onCancel} destroyOnHidden
    >
      {intro}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
