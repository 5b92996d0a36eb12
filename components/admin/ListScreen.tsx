// The screen of a console list of things with pages of their own (courses, broadcasts, classes, bases,
// competitions, surveys, journal issues): the frame with its 新建 button, the filter bar (QueueFilters, kept in the
// address) and the paged table. The rows' buttons are the columns' (ListActions).
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { AdminLayout } from './AdminLayout';
import { QueueFilters, QueueTable, type QueueFiltersProps } from './QueueFilters';
import type { AdminFilters, AdminList } from './useAdminList';
import type { AdminStaff } from '@/loaders/admin';

type Props<T extends { id: number }> = Omit<QueueFiltersProps, 'list' | 'children'> & {
  staff: AdminStaff;
  title: string;
  /** The 新建 button: where it goes and what it says (新建课程). */
  create: { href: string; text: string };
  list: AdminList<T, AdminFilters>;
  columns: TableColumnsType<T>;
  /** The table's width, below which it scrolls sideways. */
  width: number;
};

export function ListScreen<T extends { id: number }>({ staff, title, create, list, columns, width, ...filters }: Props<T>) {
  return (
    <AdminLayout staff={staff} title={title} extra={<Button type="primary" icon={<PlusOutlined />} href={create.href}>{create.text}</Button>}>
      <QueueFilters list={list} {...filters} />
      <QueueTable list={list} columns={columns} width={width} />
    </AdminLayout>
  );
}
