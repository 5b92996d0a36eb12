// A console upload button's work (pictures, PDFs): the file sent to `path` with its fields, the button spinning
// meanwhile, what was done said as a message, a refusal shown as one (useApiAction).
//   const { busy, upload } = useUpload<ApiAdminImage>('admin/upload/image', (image) => (onChange(image.url), '图片已上传'));
import { uploadFile } from '@/lib/upload';
import { useApiAction } from './useApiAction';

export function useUpload<T>(path: string, done: (answer: T) => string) {
  const { busy, run, message } = useApiAction();
  const upload = async (file: File, fields: Record<string, string> = {}) => {
    await run(async () => done(await uploadFile<T>(path, file, fields, { suppressToast: true })));
  };
  return { busy, upload, message };
}
