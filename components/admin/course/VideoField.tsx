// A video address in a console form: typed (an https MP4 or HLS .m3u8 address) or uploaded here (MP4/WebM,
// checked by its bytes on the server, admin/upload/video), which fills the address in. An uploaded file's
// length is read in the browser (the video's metadata) and offered through onDuration.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Upload, type InputRef } from 'antd';
import { forwardRef } from 'react';
import { VIDEO_UPLOAD_MAX_BYTES, type ApiAdminVideoUpload } from '@/contract/wire/admin-course';
import { uploadFile } from '@/lib/upload';
import { useApiAction } from '../useApiAction';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  /** Seconds of the uploaded file, when the browser can read them. */
  onDuration?: (seconds: number) => void;
  placeholder?: string;
  id?: string;
};

function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

// A ref to the input lets the form find this field (Form.getFieldInstance) to show the API's refusal under it.
export const VideoField = forwardRef<InputRef, Props>(function VideoField({ value, onChange, onDuration, placeholder, id }, ref) {
  const { busy, run, message } = useApiAction();

  const upload = async (file: File) => {
    if (file.size > VIDEO_UPLOAD_MAX_BYTES) {
      void message.error(`视频不能超过 ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB；更大的视频请上传到视频平台后填写地址`);
      return;
    }
    await run(async () => {
      const answer = await uploadFile<ApiAdminVideoUpload>('admin/upload/video', file, { name: file.name }, { suppressToast: true });
      onChange?.(answer.src);
      return '视频已上传';
    }, async () => {
      const seconds = await readDuration(file);
      if (seconds && onDuration) onDuration(seconds);
    });
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder ?? 'https://… .mp4 或 .m3u8，或上传视频'}
        allowClear
      />
      <Upload
        accept="video/mp4,video/webm,.mp4,.webm"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          上传
        </Button>
      </Upload>
    </Space.Compact>
  );
});
