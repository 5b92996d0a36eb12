// Paging and filters of a console list (docs/product.md §10): calls `admin/<kind>/list` with `page`, `size` and
// the filters through the site's API client, and hands antd's Table what it needs. Filters live in the address
// (?page=2&role=editor), so a list can be reloaded, shared and come back to with the browser's back button.
//   const list = useAdminList<ApiAuditRow, { kind?: string }>('admin/audit/list');
//   <Table rowKey="id" {...list.tableProps} columns={...} />   list.setFilters({ kind: 'article' })
import { App } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, type ApiAdminPage } from '@/contract/wire/admin';
import { getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from './applyApiErrors';

export type AdminFilters = Record<string, string | undefined>;

export type AdminList<T, F extends AdminFilters> = {
  filters: F;
  /** Replaces the filters (empty strings and undefined drop) and goes back to page 1. */
  setFilters: (next: F) => void;
  page: number;
  size: number;
  data: ApiAdminPage<T>;
  loading: boolean;
  /** Asks again with the same page and filters (after a save or a delete). */
  reload: () => void;
  tableProps: {
    dataSource: T[];
    loading: boolean;
    pagination: TablePaginationConfig;
  };
};

function positive(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function clean(filters: AdminFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

export function useAdminList<T, F extends AdminFilters = AdminFilters>(
  path: string,
  options: { filterKeys?: readonly (keyof F & string)[]; size?: number } = {},
): AdminList<T, F> {
  const router = useRouter();
  const { message } = App.useApp();
  const keys = options.filterKeys;
  const query = router.query;
  const page = positive(query.page, 1);
  const size = positive(query.size, options.size ?? ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);
  const filters = useMemo(() => {
    const out: AdminFilters = {};
    for (const [k, v] of Object.entries(query)) {
      if (k === 'page' || k === 'size' || (keys && !keys.includes(k as keyof F & string))) continue;
      if (typeof v === 'string' && v !== '') out[k] = v;
    }
    return out as F;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys is a constant list; query decides
  }, [query]);

  const [tick, setTick] = useState(0);
  const filtersKey = JSON.stringify(filters);
  // Which request the shown rows answer: the list is loading while that is not the current one.
  const requestKey = JSON.stringify([path, page, size, filtersKey, tick]);
  const [result, setResult] = useState<{ key: string | null; data: ApiAdminPage<T> }>({ key: null, data: { list: [], total: 0 } });
  const data = result.data;
  const loading = result.key !== requestKey;

  useEffect(() => {
    if (!router.isReady) return;
    let current = true;
    getBrowserApiClient()
      .call<ApiAdminPage<T>>(path, { ...clean(filters), page, size }, { suppressToast: true })
      .then((answer) => {
        if (current) setResult({ key: requestKey, data: answer });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setResult((r) => ({ key: requestKey, data: r.data }));
        if (!applyApiErrors(error, null, message)) throw error;
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- requestKey stands for path, page, size, filters and tick
  }, [requestKey, router.isReady]);

  const go = useCallback(
    (next: { page: number; size: number; filters: AdminFilters }) => {
      const q: Record<string, string> = { ...clean(next.filters) };
      if (next.page > 1) q.page = String(next.page);
      if (next.size !== (options.size ?? ADMIN_PAGE_SIZE_DEFAULT)) q.size = String(next.size);
      // The address as it stands (console pages share one catch-all route, so router.pathname names no screen).
      const path = router.asPath.split(/[?#]/)[0];
      void router.push({ pathname: path, query: q }, undefined, { shallow: true });
    },
    [router, options.size],
  );

  return {
    filters,
    setFilters: (next) => go({ page: 1, size, filters: next }),
    page,
    size,
    data,
    loading,
    reload: () => setTick((t) => t + 1),
    tableProps: {
      dataSource: data.list,
      loading,
      pagination: {
        current: page,
        pageSize: size,
        total: data.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `共 ${total} 条`,
        onChange: (p, s) => go({ page: s !== size ? 1 : p, size: s, filters }),
      },
    },
  };
}
