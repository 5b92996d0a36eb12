// "我的参赛作品": the form while the competition is open, the entry as sent (with an edit button while
// it may change), and a clear word on why nothing can be changed once the deadline has passed.
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import type { ApiActivityDetail, ApiActivityMine, ApiMyEntry } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { EntryForm } from './EntryForm';
import { EntryView } from './EntryView';
import { Button } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { noticeClass } from '@/components/ui/notice';

type Props = { activity: ApiActivityDetail; mine: ApiActivityMine };

function closedMessage(activity: ApiActivityDetail, hasEntry: boolean): string {
  if (activity.status === 'upcoming') return `作品征集将于 ${formatDateTime(activity.startAt)} 开始，届时可在此提交作品。`;
  const when = `作品征集已于 ${formatDateTime(activity.deadline)} 截止`;
  return hasEntry ? `${when}，作品不能再修改。` : `${when}，您未提交作品。`;
}

export function EntryPanel({ activity, mine }: Props) {
  const [entry, setEntry] = useState<ApiMyEntry | null>(mine.entry);
  const [isEditing, setEditing] = useState(false);
  const canEdit = mine.canEdit;

  function saved(next: ApiMyEntry) {
    setEntry(next);
    setEditing(false);
  }

  return (
    <section id="my-entry" className={cardClass({ className: styles.panel })} aria-labelledby="my-entry-heading">
      <h2 id="my-entry-heading" className={styles.panelTitle}>
        我的参赛作品
      </h2>
      {!canEdit ? (
        <p className={noticeClass('warn', styles.notice)} role="note">
          {closedMessage(activity, !!entry)}
        </p>
      ) : entry ? (
        <p className={noticeClass('ok', styles.notice)} role="status">
          您已提交作品，{formatDateTime(activity.deadline)} 截止前可随时修改。
        </p>
      ) : (
        <p className={styles.panelIntro}>每人限提交一份作品，截止时间 {formatDateTime(activity.deadline)}，截止前可修改。</p>
      )}

      {canEdit && (isEditing || !entry) ? (
        <EntryForm activityId={activity.id} entry={entry} onSaved={saved} onCancel={entry ? () => setEditing(false) : undefined} />
      ) : entry ? (
        <>
          <EntryView entry={entry} />
          {canEdit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              修改作品
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
