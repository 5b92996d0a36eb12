// Issuing an invoice that finance issued outside the site (the tax bureau's platform): its number and its PDF,
// sent together to admin/invoice/issue-upload/{id}, which checks the file by its bytes.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { ADMIN_INVOICE_LIMITS, type ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import { FormModal } from '@/components/admin/FormModal';
import { uploadFile } from '@/lib/upload';

type Props = { invoice: ApiAdminInvoiceRow | null; onClose: (changed: boolean) => void };

export function IssueUploadModal({ invoice, onClose }: Props) {
  const [form] = Form.useForm<{ number: string }>();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);

  async function send({ number }: { number: string }): Promise<string | null> {
    if (!invoice) return null;
    if (!file) {
      form.setFields([{ name: 'number', errors: [] }]);
      void message.error('请选择发票 PDF 文件');
      return null;
    }
    await uploadFile(`admin/invoice/issue-upload/${invoice.id}`, file, { number: number.trim() }, { suppressToast: true });
    setFile(null);
    return '已开具，学员会收到站内消息';
  }

  return (
    <FormModal
      open={invoice !== null}
      title="上传已开具的发票"
      okText="确认开具"
      form={form}
      intro={<p>在税务平台开具后，上传该发票的 PDF 并填写发票号码。学员下载到的就是这份文件。</p>}
      send={send}
      onDone={() => onClose(true)}
      onCancel={() => (setFile(null), onClose(false))}
    >
      <Form.Item
        name="number"
        label="发票号码"
        rules={[{ required: true, pattern: ADMIN_INVOICE_LIMITS.numberPattern, message: '发票号码应为8到20位数字' }]}
      >
        <Input maxLength={20} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="发票 PDF" required>
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          beforeUpload={(f) => (setFile(f), false)}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
    </FormModal>
  );
}
