// A console upload button's work (pictures, PDFs): the file sent to `path` with its fields, the button spinning
// meanwhile, what was done said as a message, a refusal shown as one (applyApiErrors).
//   const { busy, upload } = useUpload<ApiAdminImage>('admin/upload/image', (image) => (onChange(image.url), '图片已上传'));
import { App } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/lib/upload';
import { applyApiErrors } from './applyApiErrors';

export function useUpload<T>(path: string, done: (answer: T) => string) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File, fields: Record<string, string> = {}) => {
    setBusy(true);
    try {
      void message.success(done(await uploadFile<T>(path, file, fields, { suppressToast: true })));
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload, message };
}
