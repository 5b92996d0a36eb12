// A picture's address for the console's content forms (cover, banner): typed, or uploaded through
// admin/upload/image (the answer's URL and pixel size are handed back), with a small preview.
import type { ApiAdminImage } from '@/contract/wire/admin-article';
import { PictureAddressInput } from '../PictureAddressInput';

type Props = { value?: string; onChange?: (value: string) => void; onUploaded?: (image: ApiAdminImage) => void; id?: string };

export function PictureField({ value, onChange, onUploaded, id }: Props) {
  return (
    <PictureAddressInput<ApiAdminImage> value={value} onChange={onChange} id={id} uploadPath="admin/upload/image" uploadText="上传图片" onUploaded={onUploaded}>
      {value ? <img src={value} alt="预览" style={{ maxWidth: 240, maxHeight: 120, objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }} /> : null}
    </PictureAddressInput>
  );
}
