// The pieces every staff queue shares (docs/product.md §10 and "Sign-ups and fees in the console"): the filter
// bar above the table (status, kind/class/course selects, a date range, a name or phone search, all kept in the
// address through useAdminList), the bulk button that acts on the selected rows, the row selection that offers
// only the rows such a button can act on, the CSV link of the filtered rows and the details drawer of one row.
//   <QueueFilters list={list} selects={[statusSelect(...)]} dates="按提交日期筛选" search={{ ... }}>
//     <BulkButton label="批量通过" selected={selected} onClick={...} />
//   </QueueFilters>
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Descriptions, Drawer, Input, Select, Space, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import dayjs from 'dayjs';
import qs from 'qs';
import type { Key, ReactNode } from 'react';
import type { ApiBulkResult } from '@/contract/wire/admin-signup';
import { useApiAction } from '@/components/admin/useApiAction';
import type { AdminFilters, AdminList } from '@/components/admin/useAdminList';
import { API_PREFIX } from '@/lib/http';

export type BulkSelection<T> = { selected: number[]; setSelected: (ids: number[]) => void; enabled: (r: T) => boolean; name: (r: T) => string };

export type QueueOption = { value: string; label: string };

/**
 * A select of the bar: the filter it sets (a key of the address query), its placeholder, what a screen reader says
 * (按状态筛选), its width, and whether its options are searched by label (the long list of classes).
 */
export type QueueSelect = { name: string; placeholder: string; label: string; width: number; options: QueueOption[]; searchable?: boolean };

/** The status select every queue starts with. */
export function statusSelect(options: QueueOption[], width = 120, placeholder = '全部状态'): QueueSelect {
  return { name: 'status', placeholder, label: '按状态筛选', width, options };
}

/** Whether a course or a live stream is published (the content lists use their own phases). */
export const PUBLISHED_SELECT: QueueSelect = {
  name: 'published', placeholder: '发布状态', label: '发布状态', width: 120, options: [{ value: '1', label: '已发布' }, { value: '0', label: '未发布' }],
};

/** The options of a select from a record of labels: { pending: '待处理' } → [{ value: 'pending', label: '待处理' }]. */
export function labelOptions(labels: Record<string, string>, values: readonly string[] = Object.keys(labels)): QueueOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export type QueueFiltersProps = {
  list: Pick<AdminList<unknown, AdminFilters>, 'filters' | 'setFilters'>;
  selects?: QueueSelect[];
  /** The date range (from, to) and what a screen reader calls it; none when the queue has no dates. */
  dates?: string;
  /** The search box; it sets `q` unless named otherwise (the content lists search by `keyword`). */
  search?: { placeholder: string; label: string; width: number; name?: string };
  /** Before the selects (a screen's own picker). */
  before?: ReactNode;
  /** After the search (the bulk buttons). */
  children?: ReactNode;
};

export function QueueFilters({ list, selects = [], dates, search, before, children }: QueueFiltersProps) {
  const f = list.filters;
  const set = (patch: AdminFilters) => list.setFilters({ ...f, ...patch });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {before}
      {selects.map((s) => (
        <Select
          key={s.name}
          allowClear showSearch={s.searchable} optionFilterProp={s.searchable ? 'label' : undefined}
          placeholder={s.placeholder} style={{ width: s.width }} value={f[s.name]} aria-label={s.label}
          options={s.options}
          onChange={(value?: string) => set({ [s.name]: value })}
        />
      ))}
      {dates && (
        <DatePicker.RangePicker
          value={f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null} aria-label={dates}
          onChange={(range) => set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
      )}
      {search && (
        <Input.Search
          allowClear placeholder={search.placeholder} style={{ width: search.width }} defaultValue={f[search.name ?? 'q']} aria-label={search.label}
          onSearch={(q) => set({ [search.name ?? 'q']: q.trim() || undefined })}
        />
      )}
      {children}
    </Space>
  );
}

/** A console list's table: rows by id, paged by useAdminList, what it says when empty, scrolled below its width. */
export function QueueTable<T extends { id: number }>({ list, columns, empty, width, selection }: {
  list: Pick<AdminList<T, AdminFilters>, 'tableProps'>;
  columns: TableColumnsType<T>;
  empty?: string;
  width: number;
  /** The rows a bulk button acts on: only those it can take have a checkbox that works. */
  selection?: BulkSelection<T>;
}) {
  const rowSelection: TableProps<T>['rowSelection'] = selection && {
    selectedRowKeys: selection.selected,
    onChange: (keys: Key[]) => selection.setSelected(keys.map(Number)),
    getCheckboxProps: (r: T) => ({ disabled: !selection.enabled(r), 'aria-label': `选择 ${selection.name(r)}` }),
  };
  return <Table<T> rowKey="id" columns={columns} {...list.tableProps} locale={empty === undefined ? undefined : { emptyText: empty }} scroll={{ x: width }} rowSelection={rowSelection} />;
}

/** The queue's last column: 详情 (the row in the drawer), then the row's own buttons. */
export function actionsColumn<T>(width: number, show: (r: T) => void, actions: (r: T) => ReactNode): TableColumnsType<T>[number] {
  return {
    title: '操作', key: 'actions', width,
    render: (_: unknown, r: T) => <Space size={4}><Button size="small" onClick={() => show(r)}>详情</Button>{actions(r)}</Space>,
  };
}

/**
 * A queue's action that needs no dialog (approve one or the selected): its buttons wait meanwhile, what was done
 * is said, a refusal is shown, and the list reloads either way. `after` runs when it was done.
 */
export function useQueueAction(reload: () => void) {
  const action = useApiAction();
  const run = async (act: () => Promise<string>, after?: () => void) => {
    try {
      await action.run(act, after);
    } finally {
      reload();
    }
  };
  return { busy: action.busy, run };
}

/** What a bulk action did: 已通过 3 件，1 件未处理：<the first refusal>. */
export function bulkDone(r: ApiBulkResult, verb: string, unit: string): string {
  return `${verb} ${r.done.length} ${unit}${r.refused.length ? `，${r.refused.length} ${unit}未处理：${r.refused[0].message}` : ''}`;
}

/** The button that acts on the selected rows: 批量通过（3）. */
export function BulkButton({ label, selected, busy, onClick }: { label: string; selected: readonly number[]; busy?: boolean; onClick: () => void }) {
  return (
    <Button type="primary" disabled={!selected.length} loading={busy} onClick={onClick}>
      {label}{selected.length ? `（${selected.length}）` : ''}
    </Button>
  );
}

/** The address of a queue's CSV: `<base>/csv` with the filters shown. */
export function csvHref(base: string, filters: AdminFilters): string {
  return `${API_PREFIX}${base}/csv${qs.stringify(filters, { addQueryPrefix: true })}`;
}

export function CsvButton({ href, disabled, children = '导出 CSV' }: { href: string; disabled?: boolean; children?: ReactNode }) {
  return <Button icon={<DownloadOutlined />} href={href} download disabled={disabled}>{children}</Button>;
}

/** A detail line of the drawer; false, null or undefined leave it out (a value the row does not have). */
export type DetailLine = [label: string, value: ReactNode] | false | null | undefined | '' | 0;

/** One row's details in a drawer beside the queue, with the row's own buttons at the top. */
export function DetailDrawer<T>({ row, title, size, lines, extra, onClose }: {
  /** The row shown; null when closed. */
  row: T | null;
  title: (r: T) => ReactNode;
  size: number;
  lines: (r: T) => DetailLine[];
  extra?: (r: T) => ReactNode;
  onClose: () => void;
}) {
  const items = row === null ? [] : lines(row).filter((l): l is [string, ReactNode] => Array.isArray(l));
  return (
    <Drawer open={row !== null} title={row === null ? '' : title(row)} size={size} onClose={onClose} extra={row !== null && extra?.(row)}>
      {row !== null && (
        <Descriptions column={1} size="small" bordered items={items.map(([label, children], i) => ({ key: i, label, children }))} />
      )}
    </Drawer>
  );
}
