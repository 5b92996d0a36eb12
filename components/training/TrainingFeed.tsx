// A page of training classes. Server-rendered with crawlable page links; on a phone, once hydrated, a
// "load more" button appends the following pages in place (skeleton cards meanwhile).
import { useState } from 'react';
import cards from '@/components/cards/cards.module.css';
import { TrainingCard } from '@/components/cards/TrainingCard';
import { Pager } from '@/components/ui/Pager';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import { getBrowserApiClient } from '@/lib/http';
import styles from './list.module.css';
import { useBrowserValue } from './use-browser-value';

const isBrowser = () => true;

type Props = {
  data: ApiPage<ApiTrainingCard>;
  path: string;
  /** The filters, sent again for the following pages and kept on page links. */
  query: Record<string, string | undefined>;
};

/** Give it key={filters and page}: another list starts again from its own rows. */
export function TrainingFeed({ data, path, query }: Props) {
  const [items, setItems] = useState(data.list);
  const [page, setPage] = useState(data.page);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const hydrated = useBrowserValue(isBrowser, false);

  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));

  async function loadMore() {
    setState('loading');
    try {
      const body: Record<string, string> = { page: String(page + 1), pageSize: String(data.pageSize) };
      for (const [k, v] of Object.entries(query)) if (v) body[k] = v;
      const next = await getBrowserApiClient().call<ApiPage<ApiTrainingCard>>('training/list', body, { suppressToast: true });
      setItems((prev) => [...prev, ...next.list.filter((c) => !prev.some((p) => p.id === c.id))]);
      setPage(next.page);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <ul className={`${cards.grid} ${cards.grid3}`} aria-busy={state === 'loading'}>
        {items.map((t, i) => (
          <li key={t.id}>
            <TrainingCard training={t} level={2} place={i} />
          </li>
        ))}
        {state === 'loading'
          ? [0, 1].map((i) => (
              <li key={`skeleton${i}`} aria-hidden="true">
                <span className={styles.skeleton} />
              </li>
            ))
          : null}
      </ul>
      {hydrated ? (
        <div className="mobile-only">
          {page < lastPage ? (
            <button type="button" className={styles.more} onClick={loadMore} disabled={state === 'loading'}>
              {state === 'loading' ? '加载中…' : state === 'error' ? '加载失败，点击重试' : '加载更多'}
            </button>
          ) : page > data.page ? (
            <p className={styles.end}>已经到底了</p>
          ) : null}
        </div>
      ) : null}
      <div className={hydrated ? 'desktop-only' : undefined}>
        <Pager path={path} page={data.page} pageSize={data.pageSize} total={data.total} query={query} />
      </div>
    </>
  );
}
