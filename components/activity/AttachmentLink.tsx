import type { ApiAttachment } from '@/contract/wire/activity';
import styles from './AttachmentLink.module.css';
import { formatFileSize, KIND_TEXT } from './format';

/** A download of an entry's attachment (an authenticated API address, not a public file). */
export function AttachmentLink({ attachment }: { attachment: ApiAttachment }) {
  return (
    <a href={attachment.url} className={styles.link} download={attachment.name}>
      <span className={styles.kind} aria-hidden="true">
        {KIND_TEXT[attachment.kind]}
      </span>
      <span className={styles.name}>{attachment.name}</span>
      <span className={styles.size}>
        <span className="visually-hidden">{KIND_TEXT[attachment.kind]}文件，</span>
        {formatFileSize(attachment.size)} · 下载
      </span>
    </a>
  );
}
