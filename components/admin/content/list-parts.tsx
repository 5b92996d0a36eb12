// What the journal, competition and survey lists share: the publish status select of their filter bar and the
// row's edit and delete actions (the delete behind confirmDelete, whose refusal is shown with its reason); the
// competition and the survey lists, which open and close by their dates, are one screen (StagedListScreen).
import { App, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { ListScreen, NewButton, titleColumn } from '@/components/admin/ListScreen';
import { labelOptions, type QueueSelect } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminStaff } from '@/loaders/admin';
import { ADMIN_PUBLISH_LABELS, type AdminPublishStatus } from '@/contract/wire/admin-content';
import { confirmDelete, StatusTag } from './actions';

export const PUBLISH_STATUS_SELECT: QueueSelect = { name: 'status', placeholder: '发布状态', label: '发布状态', width: 120, options: labelOptions(ADMIN_PUBLISH_LABELS) };

/** 编辑 and 删除 of one row (extra links before them); a delete done reloads the list. */
export function RowActions({ editHref, remove, onDeleted, children }: {
  editHref: string;
  remove: { title: string; content: string; path: string };
  onDeleted: () => void;
  children?: ReactNode;
}) {
  const { message, modal } = App.useApp();
  return <EditDeleteActions editHref={editHref} onDelete={() => confirmDelete({ modal, message, onDone: onDeleted }, remove)} before={children} />;
}

type Staged<S extends string> = { id: number; title: string; status: AdminPublishStatus; stage: S; startAt: string };

type StagedListProps<S extends string, T extends Staged<S>> = {
  staff: AdminStaff;
  kind: 'activity' | 'demand';
  /** The screen's title, its 新建 button's text and what one row is called (大赛). */
  title: string;
  newText: string;
  noun: string;
  stages: Record<S, { label: string; color?: string }>;
  datesTitle: string;
  /** The last of its dates: the deadline of a competition, the close of a survey. */
  endOf: (row: T) => string;
  /** The list's counts (entries; questions and answers), after the dates. */
  counts: TableColumnsType<T>;
  /** Why one may not be deleted (what it has), after 删除后无法恢复. */
  deleteNote: string;
  /** Links of the row's own, before 编辑 (a survey's results). */
  links?: (row: T) => ReactNode;
  actionsWidth: number;
  width: number;
};

/**
 * The list of competitions or surveys (admin/<kind>/list, newest first): title, publish status, stage by its
 * dates and the dates, the counts, then the row's edit and delete; filtered by status and title words.
 */
export function StagedListScreen<S extends string, T extends Staged<S>>(props: StagedListProps<S, T>) {
  const { staff, kind, title, newText, noun, stages, datesTitle, endOf, counts, deleteNote, links, actionsWidth, width } = props;
  const list = useAdminList<T, { q?: string; status?: string }>(`admin/${kind}/list`, { filterKeys: ['q', 'status'] });

  const columns: TableColumnsType<T> = [
    titleColumn(noun, kind),
    { title: '状态', dataIndex: 'status', width: 90, render: (s: AdminPublishStatus) => <StatusTag status={s} /> },
    { title: '阶段', dataIndex: 'stage', width: 90, render: (s: S) => <Tag color={stages[s].color}>{stages[s].label}</Tag> },
    { title: datesTitle, key: 'dates', width: 200, responsive: ['lg'], render: (_v, r) => `${r.startAt.slice(0, 10)} 至 ${endOf(r).slice(0, 10)}` },
    ...counts,
    {
      title: '操作', key: 'actions', width: actionsWidth, fixed: 'right',
      render: (_v, r) => (
        <RowActions
          editHref={`/admin/${kind}/${r.id}`} onDeleted={list.reload}
          remove={{ title: `删除“${r.title}”？`, content: `删除后无法恢复。${deleteNote}`, path: `admin/${kind}/delete/${r.id}` }}
        >
          {links?.(r)}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title={title} extra={<NewButton href={`/admin/${kind}/new`}>{newText}</NewButton>} list={list} columns={columns} width={width}
      selects={[PUBLISH_STATUS_SELECT]} search={{ placeholder: '按标题搜索', label: '按标题搜索', width: 220 }}
    />
  );
}
