// What the journal, competition and survey lists share: the filter bar (their own selects, then publish status
// and a title search, kept in the address by useAdminList) and the row's edit and delete actions, the delete
// behind confirmDelete, whose refusal is shown with its reason.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { QueueTable } from '@/components/admin/QueueFilters';
import type { AdminList } from '@/components/admin/useAdminList';
import type { AdminStaff } from '@/loaders/admin';
import { ADMIN_PUBLISH_LABELS } from '@/contract/wire/admin-content';
import { confirmDelete } from './actions';

type Filters = { q?: string; status?: string };

export function ContentListFilters<F extends Filters>({ filters, set, searchLabel, children }: {
  filters: F;
  set: (patch: Partial<F>) => void;
  /** e.g. 按标题搜索 */
  searchLabel: string;
  /** Selects of the list's own, before the common ones. */
  children?: ReactNode;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {children}
      <Select
        aria-label="发布状态" placeholder="发布状态" allowClear style={{ width: 120 }} value={filters.status}
        options={Object.entries(ADMIN_PUBLISH_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(status?: string) => set({ status } as Partial<F>)}
      />
      <Input.Search aria-label={searchLabel} placeholder={searchLabel} allowClear style={{ width: 220 }} defaultValue={filters.q} onSearch={(q) => set({ q } as Partial<F>)} />
    </Space>
  );
}

/** 编辑 and 删除 of one row (extra links before them); a delete done reloads the list. */
export function RowActions({ editHref, remove, onDeleted, children }: {
  editHref: string;
  remove: { title: string; content: string; path: string };
  onDeleted: () => void;
  children?: ReactNode;
}) {
  const { message, modal } = App.useApp();
  return (
    <Space size={0} wrap>
      {children}
      <Button type="link" size="small" href={editHref}>编辑</Button>
      <Button type="link" size="small" danger onClick={() => confirmDelete({ modal, message, onDone: onDeleted }, remove)}>
        删除
      </Button>
    </Space>
  );
}

/** A content list under its filter bar (the list's own selects first): rows by id, paged through useAdminList. */
export function ContentTable<T extends { id: number }, F extends Filters>({ list, columns, width, searchLabel, children }: {
  list: AdminList<T, F>;
  columns: TableColumnsType<T>;
  width: number;
  searchLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <ContentListFilters filters={list.filters} set={(patch) => list.setFilters({ ...list.filters, ...patch })} searchLabel={searchLabel}>
        {children}
      </ContentListFilters>
      <QueueTable list={list} columns={columns} width={width} />
    </>
  );
}

/**
 * A content list's screen: the console frame with its 新建 button around the list. The list is a child component
 * because App.useApp() (message, modal) works only inside antd's <App>, which AdminLayout provides.
 */
export function ContentListPage({ staff, title, newHref, newText, children }: { staff: AdminStaff; title: string; newHref: string; newText: string; children: ReactNode }) {
  return (
    <AdminLayout staff={staff} title={title} extra={<Button type="primary" icon={<PlusOutlined />} href={newHref}>{newText}</Button>}>
      {children}
    </AdminLayout>
  );
}
