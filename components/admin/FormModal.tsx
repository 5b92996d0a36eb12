// A console dialog that asks a form and sends it (docs/product.md §10): the fields are checked first, the OK
// button spins while the request runs, a refused field shows its message under it (applyApiErrors), and what
// the request did is said as a message before the dialog closes. Closed, its fields are dropped (destroyOnHidden).
import { Form, InputNumber, Modal } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useApiAction } from '@/components/admin/useApiAction';

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
  const { busy, run } = useApiAction(form);

  async function submit() {
    const values = await form.validateFields();
    await run(() => send(values), onDone);
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

/** The 排序 field of a console dialog (banners, tags, categories); `extra` says which way it orders. */
export function SortItem({ extra }: { extra?: string }) {
  return (
    <Form.Item name="sort" label="排序" extra={extra}>
      <InputNumber min={-9999} max={9999} />
    </Form.Item>
  );
}
