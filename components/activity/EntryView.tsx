// The user's own entry as submitted. The abstract is plain text and is rendered as text.
import { formatDateTime } from '@/contract/time';
import type { ApiMyEntry } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { AttachmentLink } from './AttachmentLink';
import { ENTRY_STATUS_TEXT } from './format';

export function EntryView({ entry }: { entry: ApiMyEntry }) {
  return (
    <article className={styles.entry} aria-labelledby="my-entry-title">
      <h3 id="my-entry-title" className={styles.entryTitle}>
        {entry.title}
      </h3>
      <p className={styles.entryMeta}>
        <span>科室：{entry.department}</span>
        <span>状态：{entry.award ? `${ENTRY_STATUS_TEXT[entry.status]}（${entry.award}）` : ENTRY_STATUS_TEXT[entry.status]}</span>
        {entry.rank !== null ? <span>名次：第{entry.rank}名</span> : null}
        <span>最后修改：{formatDateTime(entry.updatedAt)}</span>
      </p>
      {entry.reviewReason ? <p className={styles.muted} role="note">未通过原因：{entry.reviewReason}</p> : null}
      <p className={styles.abstract}>{entry.abstract}</p>
      {entry.attachment ? <AttachmentLink attachment={entry.attachment} /> : <p className={styles.muted}>未上传附件</p>}
    </article>
  );
}
