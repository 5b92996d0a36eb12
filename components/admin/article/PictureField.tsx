// A picture's address for the console's content forms (cover, banner): typed, or uploaded through
// admin/upload/image (the answer's URL and pixel size are handed back), with a small preview.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Upload } from 'antd';
import type { ApiAdminImage } from '@/contract/wire/admin-article';
import { useUpload } from '../useUpload';

type Props = { value?: string; onChange?: (value: string) => void; onUploaded?: (image: ApiAdminImage) => void; id?: string };

export function PictureField({ value, onChange, onUploaded, id }: Props) {
  const { busy, upload } = useUpload<ApiAdminImage>('admin/upload/image', (image) => {
    onChange?.(image.url);
    onUploaded?.(image);
    return '图片已上传';
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="/images/... 或 https://..." />
        <Upload accept="image/jpeg,image/png,image/gif,image/webp" showUploadList={false} beforeUpload={(f) => (void upload(f), false)}>
          <Button icon={<UploadOutlined />} loading={busy}>上传图片</Button>
        </Upload>
      </Space.Compact>
      {value ? <img src={value} alt="预览" style={{ maxWidth: 240, maxHeight: 120, objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }} /> : null}
    </Space>
  );
}
