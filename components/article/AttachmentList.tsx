import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiDocumentCard } from '@/contract/wire/article';
import styles from './detail.module.css';
import { fileTypeLabel, formatFileSize } from './format';

/** An article's attachments, each opening in the viewer (/view/{id}). */
export function AttachmentList({ documents }: { documents: ApiDocumentCard[] }) {
  return (
    <ul className={styles.docs}>
      {documents.map((d) => (
        <li key={d.id} className={styles.doc}>
          <span className={styles.docType} aria-hidden="true">
            {d.fileType.toUpperCase()}
          </span>
          <div className={styles.docMain}>
            <Link href={`/view/${d.id}`} className={styles.docTitle}>
              {d.title}
            </Link>
            <span className={styles.docMeta}>
              {fileTypeLabel[d.fileType]} · {formatFileSize(d.sizeBytes)} · {formatDate(d.createdAt)}
            </span>
          </div>
          <span className={styles.docActions}>
            <Link href={`/view/${d.id}`} aria-label={`查看 ${d.title}`}>
              查看
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
