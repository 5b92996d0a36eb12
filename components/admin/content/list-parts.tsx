// What the journal, competition and survey lists share: the publish status select of their filter bar, the row's
// edit and delete actions (the delete behind confirmDelete, whose refusal is shown with its reason), and, for
// the competition and the survey, which open and close by their dates, their first columns.
import { App, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { labelOptions, type QueueSelect } from '@/components/admin/QueueFilters';
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

/** A competition's or a survey's first columns: its title (to its form), publish status, stage and dates. */
export function stagedColumns<S extends string, T extends Staged<S>>(kind: 'activity' | 'demand', { noun, stages, datesTitle, endOf }: {
  /** 大赛, 调查 */
  noun: string;
  stages: Record<S, { label: string; color?: string }>;
  datesTitle: string;
  /** The last of its dates: the deadline of a competition, the close of a survey. */
  endOf: (row: T) => string;
}): TableColumnsType<T> {
  return [
    { title: noun, dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/${kind}/${r.id}`}>{title}</Link> },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: AdminPublishStatus) => <StatusTag status={s} /> },
    { title: '阶段', dataIndex: 'stage', width: 90, render: (s: S) => <Tag color={stages[s].color}>{stages[s].label}</Tag> },
    { title: datesTitle, key: 'dates', width: 200, responsive: ['lg'], render: (_v, r) => `${r.startAt.slice(0, 10)} 至 ${endOf(r).slice(0, 10)}` },
  ];
}
