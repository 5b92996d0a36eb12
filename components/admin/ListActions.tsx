// The buttons in a row's 操作 cell of a console list (docs/product.md §10): 编辑 (the item's page) and 删除 (behind
// the confirmation the caller gives) around the row's own buttons, among them 发布 / 下线, which changes the item at
// once and reloads the list.
import { Button, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { getBrowserApiClient } from '@/lib/http';
import { useApiAction } from './useApiAction';

/**
 * 编辑 and 删除 of one row: 编辑 opens the item's page (`editHref`) or its dialog (`onEdit`); `before` comes ahead of
 * 编辑, `children` between the two. The buttons wrap in a narrow cell unless told (`inline`: the two of a dialog
 * list side by side, a little apart, in its 120 px column).
 */
export function EditDeleteActions({ editHref, onEdit, onDelete, before, children, inline }: {
  editHref?: string;
  onEdit?: () => void;
  onDelete: () => void;
  before?: ReactNode;
  children?: ReactNode;
  inline?: boolean;
}) {
  return (
    <Space size={inline ? 2 : 0} wrap={!inline}>
      {before}
      <Button type="link" size="small" href={editHref} onClick={onEdit}>编辑</Button>
      {children}
      <Button type="link" size="small" danger onClick={onDelete}>删除</Button>
    </Space>
  );
}

/** Whether a course or a broadcast is on its public pages. */
export function PublishedTag({ isPublished }: { isPublished: boolean }) {
  return isPublished ? <Tag color="success">已发布</Tag> : <Tag>未发布</Tag>;
}

/**
 * 发布 or 下线 of one row. `body` is what the endpoint takes: { published: 1 or 0 } (courses, broadcasts) unless
 * told (a class's { status }).
 */
export function PublishToggle({ isPublished, path, body = (on) => ({ published: on ? '1' : '0' }), onDone }: {
  isPublished: boolean;
  path: string;
  body?: (publish: boolean) => Record<string, string>;
  onDone: () => void;
}) {
  const { run } = useApiAction();
  const publish = !isPublished;
  const toggle = () =>
    run(async () => {
      await getBrowserApiClient().call(path, body(publish), { suppressToast: true });
      return publish ? '已发布，公众页面即刻可见' : '已下线，公众页面不再显示';
    }, onDone);
  return <Button type="link" size="small" onClick={() => void toggle()}>{isPublished ? '下线' : '发布'}</Button>;
}
