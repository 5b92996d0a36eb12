// Changing the avatar: a real file input (keyboard and screen readers reach it) styled as a button.
// Type and size are checked here first; the server checks the bytes again.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiCodeError, NETWORK_ERROR_MESSAGE } from '@/lib/http';
import { uploadFile } from '@/lib/upload';
import type { ApiAvatar } from '@/contract/wire/profile';
import { AVATAR_ACCEPT, avatarProblem } from './avatar-check';
import styles from './profile.module.css';
import { buttonClass } from '@/components/ui/Button';

export function AvatarUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    setMessage(problem ?? '');
    if (problem) return;
    setBusy(true);
    try {
      const { avatar } = await uploadFile<ApiAvatar>('user/profile/avatar', file, {}, { suppressToast: true });
      onUploaded(avatar);
      setMessage('头像已更新');
    } catch (error) {
      setMessage(error instanceof ApiCodeError ? error.codeMsg : NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatarUpload}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={AVATAR_ACCEPT}
        className={styles.fileInput}
        onChange={pick}
        disabled={busy}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className={buttonClass({ variant: 'secondary' })}>
        {busy ? '上传中…' : '更换头像'}
      </label>
      <p id={`${id}-hint`} className={styles.hint} role="status">
        {message || 'JPG、PNG 或 WebP，不超过2MB'}
      </p>
    </div>
  );
}
