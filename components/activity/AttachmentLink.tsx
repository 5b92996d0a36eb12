import type { ApiAttachment } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { formatFileSize, KIND_TEXT } from './format';

/** A download of an entry's attachment (an authenticated API address, not a public file). */
export function AttachmentLink({ attachment }: { attachment: ApiAttachment }) {
  return (
    <a href={attachment.url} className={styles.attachment} download={attachment.name}>
      <span className={styles.fileKind} aria-hidden="true">
        {KIND_TEXT[attachment.kind]}
      </span>
      <span className={styles.fileName}>{attachment.name}</span>
      <span className={styles.fileSize}>
        <span className="visually-hidden">{KIND_TEXT[attachment.kind]}文件，</span>
        {formatFileSize(attachment.size)} · 下载
      </span>
    </a>
  );
}
