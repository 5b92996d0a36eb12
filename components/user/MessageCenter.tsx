// The user's messages (/user/message): newest first, unread ones marked; opening one shows its text and
// marks it read; read all; delete one or the selected ones after a confirmation. The badge in the
// navigation follows every change (use-message-actions.ts).
import { confirmDialog } from '@/lib/confirm';
import Link from '@/components/ui/Link';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDateTime } from '@/contract/time';
import type { ApiMessage, ApiMessageList } from '@/contract/wire/message';
import { useCommonStore } from '@/stores/common-store-context';
import styles from './message.module.css';
import { useMessageActions } from './use-message-actions';
import { buttonClass } from '@/components/ui/Button';

async function confirmDelete(count: number): Promise<boolean> {
  return confirmDialog({
    title: '删除消息',
    content: count === 1 ? '确定删除这条消息吗？删除后无法恢复。' : `确定删除选中的 ${count} 条消息吗？删除后无法恢复。`,
    confirmText: '删除',
    cancelText: '取消',
  });
}

type ItemProps = {
  message: ApiMessage;
  checked: boolean;
  busy: boolean;
  onCheck: () => void;
  onOpen: () => void;
  onDelete: () => void;
};

function MessageItem({ message: m, checked, busy, onCheck, onOpen, onDelete }: ItemProps) {
  const titleId = `message-${m.id}`;
  return (
    <li className={`${styles.item} ${m.read ? '' : styles.unread}`}>
      {/* The label is the 44 x 44 px tap target (WCAG 2.5.5) around the small native box. */}
      <label className={styles.checkTarget}>
        <input
          type="checkbox"
          className={styles.check}
          checked={checked}
          onChange={onCheck}
          aria-label={`选择：${m.title}`}
        />
      </label>
      <details className={styles.details} onToggle={(e) => (e.currentTarget.open ? onOpen() : undefined)}>
        <summary className={styles.summary}>
          <span className={styles.titleLine}>
            {m.read ? null : (
              <span className={styles.dot} aria-hidden="true" />
            )}
            <span id={titleId} className={styles.title}>
              {m.title}
            </span>
            {m.read ? null : <span className={styles.unreadTag}>未读</span>}
          </span>
          <time className={styles.time} dateTime={new Date(m.createdAt * 1000).toISOString()}>
            {formatDateTime(m.createdAt)}
          </time>
        </summary>
        <div className={styles.body}>
          <p>{m.body}</p>
          <div className={styles.itemActions}>
            {m.link ? (
              <Link href={m.link} className={styles.linkButton}>
                查看详情
              </Link>
            ) : null}
            <button type="button" className={styles.textButton} onClick={onDelete} disabled={busy}>
              删除
            </button>
          </div>
        </div>
      </details>
    </li>
  );
}

export function MessageCenter({ data }: { data: ApiMessageList }) {
  const unread = useCommonStore((s) => s.userInfo.message);
  const { items, selected, busy, read, readAll, remove, toggleSelected, selectAll } = useMessageActions(data);
  const allChecked = items.length > 0 && selected.size === items.length;

  const removeAfterConfirm = async (ids: number[]) => {
    if (ids.length && (await confirmDelete(ids.length))) await remove(ids);
  };

  if (data.total === 0) {
    return (
      <EmptyState title="暂无消息">
        <p>报名确认、直播提醒、证书发放等通知会出现在这里。</p>
      </EmptyState>
    );
  }

  return (
    <section aria-label="消息列表">
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          共 {data.total} 条，<strong>{unread}</strong> 条未读
        </p>
        <label className={styles.selectAll}>
          <input type="checkbox" checked={allChecked} onChange={(e) => selectAll(e.target.checked)} />
          全选本页
        </label>
        <button
          type="button"
          className={buttonClass({ variant: 'quiet', size: 'sm' })}
          onClick={() => void removeAfterConfirm([...selected])}
          disabled={busy || selected.size === 0}
        >
          删除所选{selected.size ? `（${selected.size}）` : ''}
        </button>
        <button type="button" className={buttonClass({ variant: 'primary', size: 'sm' })} onClick={() => void readAll()} disabled={busy || unread === 0}>
          全部已读
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            checked={selected.has(m.id)}
            busy={busy}
            onCheck={() => toggleSelected(m.id)}
            onOpen={() => void read(m.id)}
            onDelete={() => void removeAfterConfirm([m.id])}
          />
        ))}
      </ul>
      <Pager path="/user/message" page={data.page} pageSize={data.pageSize} total={data.total} />
    </section>
  );
}
