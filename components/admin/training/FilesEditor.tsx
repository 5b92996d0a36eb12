// A class's documents in the console's form (field `files`): uploaded one by one through admin/training/file
// (checked by their bytes there), listed in the order the class page shows them, moved up and down, removed.
// The save takes them up by id; a file removed here is deleted when the class is saved.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Space, Tooltip, Upload } from 'antd';
import { TRAINING_FILE_LIMITS, type ApiAdminTrainingFile } from '@/contract/wire/admin-training';
import { uploadFile } from '@/lib/upload';
import { useApiAction } from '../useApiAction';

const ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Props = { value?: ApiAdminTrainingFile[]; onChange?: (files: ApiAdminTrainingFile[]) => void; id?: string };

export function FilesEditor({ value = [], onChange, id }: Props) {
  const { busy, run, message } = useApiAction();
  const full = value.length >= TRAINING_FILE_LIMITS.perClass;

  const upload = async (file: File) => {
    if (file.size > TRAINING_FILE_LIMITS.bytes) {
      void message.error(`文件不能超过 ${TRAINING_FILE_LIMITS.bytes / 1024 / 1024} MB`);
      return;
    }
    // Nothing said when done: the file appears in the list.
    await run(async () => {
      const saved = await uploadFile<ApiAdminTrainingFile>('admin/training/file', file, { name: file.name }, { suppressToast: true });
      onChange?.([...value, saved]);
      return null;
    });
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange?.(next);
  };

  return (
    <div id={id}>
      <List
        size="small"
        bordered
        locale={{ emptyText: '还没有资料。可上传报到通知、日程表、需填写的表格等' }}
        dataSource={value}
        renderItem={(f, i) => (
          <List.Item
            actions={[
              <Tooltip key="up" title="上移"><Button type="text" size="small" aria-label={`上移 ${f.name}`} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} /></Tooltip>,
              <Tooltip key="down" title="下移"><Button type="text" size="small" aria-label={`下移 ${f.name}`} icon={<ArrowDownOutlined />} disabled={i === value.length - 1} onClick={() => move(i, i + 1)} /></Tooltip>,
              <Tooltip key="remove" title="移除"><Button type="text" size="small" danger aria-label={`移除 ${f.name}`} icon={<DeleteOutlined />} onClick={() => onChange?.(value.filter((x) => x.id !== f.id))} /></Tooltip>,
            ]}
          >
            <Space><PaperClipOutlined />{f.name}<span style={{ color: 'rgba(0,0,0,0.45)' }}>{sizeText(f.size)}</span></Space>
          </List.Item>
        )}
      />
      <Upload accept={ACCEPT} showUploadList={false} disabled={full} beforeUpload={(f) => (void upload(f), false)}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={full} style={{ marginTop: 8 }}>
          上传资料
        </Button>
      </Upload>
    </div>
  );
}
