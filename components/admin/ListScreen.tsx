// The screen of a console list (docs/product.md §10): the frame with its buttons on top (新建, or the CSV of the
// filtered rows), the filter bar (QueueFilters, kept in the address) with any bulk button after it, the paged
// table, and the list's drawer and dialogs after it. Courses, broadcasts, classes, bases, competitions, surveys
// and journal issues, and the payment, sign-up, application, certificate, invoice and gift-order queues.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import Link from '@/components/ui/Link';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { AdminLayout } from './AdminLayout';
import { QueueFilters, QueueTable, type BulkSelection, type QueueFiltersProps } from './QueueFilters';
import type { AdminFilters, AdminList } from './useAdminList';
import type { AdminStaff } from '@/loaders/admin';

type Props<T extends { id: number }> = Omit<QueueFiltersProps, 'list' | 'children'> & {
  staff: AdminStaff;
  title: string;
  /** The frame's buttons, top right. */
  extra: ReactNode;
  list: AdminList<T, AdminFilters>;
  columns: TableColumnsType<T>;
  /** The table's width, below which it scrolls sideways. */
  width: number;
  /** What the table says when no row matches. */
  empty?: string;
  selection?: BulkSelection<T>;
  /** After the search: the button acting on the selected rows. */
  bulk?: ReactNode;
  /** After the table: the row's drawer, the list's dialogs. */
  children?: ReactNode;
};

export function ListScreen<T extends { id: number }>({ staff, title, extra, list, columns, width, empty, selection, bulk, children, ...filters }: Props<T>) {
  return (
    <AdminLayout staff={staff} title={title} extra={extra}>
      <QueueFilters list={list} {...filters}>{bulk}</QueueFilters>
      <QueueTable list={list} columns={columns} width={width} empty={empty} selection={selection} />
      {children}
    </AdminLayout>
  );
}

/** The first column of a list: the item's name, a link to its page (/admin/<kind>/<id>). */
export function titleColumn<T extends { id: number }>(title: string, kind: string, extra: { dataIndex?: string; width?: number } = {}): TableColumnsType<T>[number] {
  const { dataIndex = 'title', width } = extra;
  return { title, dataIndex, width, render: (text: string, r: T) => <Link href={`/admin/${kind}/${r.id}`}>{text}</Link> };
}

/** A list's 新建 button (新建课程), for the frame's top right. */
export function NewButton({ href, children }: { href: string; children: ReactNode }) {
  return <Button type="primary" icon={<PlusOutlined />} href={href}>{children}</Button>;
}
