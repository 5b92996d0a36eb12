// Pieces of the console's training forms: China wall-clock times in a DatePicker (the API takes and gives
// "YYYY-MM-DD HH:mm", contract/wire/admin-training.ts), and a picture field (a site path, one of the stock
// covers, or a picture uploaded through admin/training/cover).
import { DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ADMIN_TIME_FORMAT } from '@/contract/wire/admin-training';
import { FieldCol, type FieldColProps } from '../FieldCol';
import { PictureAddressInput } from '../PictureAddressInput';

/** Form.Item props that keep a time as the API's string while the DatePicker works with dayjs. */
export const timeItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, ADMIN_TIME_FORMAT) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(ADMIN_TIME_FORMAT) : ''),
};

export const timePickerProps = { showTime: { format: 'HH:mm' }, format: ADMIN_TIME_FORMAT, style: { width: '100%' } } as const;

/** A time to the minute in a column of a console form (a class's, a broadcast's, a competition's times). */
export function TimeCol(props: Omit<FieldColProps, 'children'>) {
  return (
    <FieldCol {...props}>
      <DatePicker {...timePickerProps} />
    </FieldCol>
  );
}

type PictureProps = {
  value?: string; onChange?: (value: string) => void; presets?: readonly string[]; id?: string;
  /** The role's own picture upload: the registrar's admin/training/cover unless told (the store's admin/gift/cover). */
  uploadPath?: string;
};

/** A picture's address: typed, picked from presets, or uploaded (the answer's URL is filled in). */
export function PictureInput({ value, onChange, presets = [], id, uploadPath = 'admin/training/cover' }: PictureProps) {
  return (
    <PictureAddressInput value={value} onChange={onChange} id={id} uploadPath={uploadPath} uploadText="上传">
      {presets.length > 0 && (
        <Space wrap size={8}>
          {presets.map((src) => (
            <button
              key={src}
              type="button"
              onClick={() => onChange?.(src)}
              aria-label={`使用封面 ${src}`}
              style={{ padding: 0, border: value === src ? '2px solid #0a6e5c' : '1px solid #d9d9d9', borderRadius: 4, background: 'none', cursor: 'pointer' }}
            >
              <img src={src} alt="" width={96} height={54} style={{ display: 'block', objectFit: 'cover', borderRadius: 3 }} />
            </button>
          ))}
        </Space>
      )}
    </PictureAddressInput>
  );
}
