// A picture's address in a console form: typed (a site path or https), or filled in by an upload to the role's
// own endpoint (admin/upload/image for articles and banners, admin/training/cover for classes and bases,
// admin/gift/cover for the store). What goes under the box (a preview, stock covers) is the caller's.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useUpload } from './useUpload';

type Props<A extends { url: string }> = {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  uploadPath: string;
  /** The upload button's text. */
  uploadText: string;
  /** The whole answer of a done upload, after its URL was filled in (a banner takes the picture's size). */
  onUploaded?: (answer: A) => void;
  children?: ReactNode;
};

export function PictureAddressInput<A extends { url: string }>({ value, onChange, id, uploadPath, uploadText, onUploaded, children }: Props<A>) {
  const { busy, upload } = useUpload<A>(uploadPath, (answer) => {
    onChange?.(answer.url);
    onUploaded?.(answer);
    return '图片已上传';
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="/images/... 或 https://..." />
        <Upload accept="image/jpeg,image/png,image/gif,image/webp" showUploadList={false} beforeUpload={(f) => (void upload(f), false)}>
          <Button icon={<UploadOutlined />} loading={busy}>{uploadText}</Button>
        </Upload>
      </Space.Compact>
      {children}
    </Space>
  );
}
