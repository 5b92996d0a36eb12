// A category's articles. Server-rendered with crawlable page links; on a phone, once the page has
// hydrated, a "load more" button appends the following pages in place (with skeleton rows meanwhile)
// and takes the place of the page links.
import { useState } from 'react';
import { Pager } from '@/components/ui/Pager';
import { getBrowserApiClient } from '@/lib/http';
import type { ApiArticleList, ApiArticleListItem } from '@/contract/wire/article';
import styles from './article.module.css';
import { NewsItem, NewsItemSkeleton } from './NewsItem';
import { useBrowserValue } from './use-browser-value';

const isBrowser = () => true;

type Props = { list: ApiArticleList };

/** Give it key={path and page}: a new category or page starts again from its own rows. */
export function NewsFeed({ list }: Props) {
  const [items, setItems] = useState<ApiArticleListItem[]>(list.list);
  const [page, setPage] = useState(list.page);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const hydrated = useBrowserValue(isBrowser, false);
  const path = list.category.path;

  const lastPage = Math.max(1, Math.ceil(list.total / list.pageSize));
  const appended = page > list.page;
  const showCategory = list.section?.root.path === path;

  async function loadMore() {
    setState('loading');
    try {
      const next = await getBrowserApiClient().call<ApiArticleList>('article/list', { path, page: String(page + 1) }, { suppressToast: true });
      setItems((prev) => [...prev, ...next.list.filter((a) => !prev.some((p) => p.id === a.id))]);
      setPage(next.page);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <ul className={styles.list} aria-busy={state === 'loading'}>
        {items.map((a) => (
          <NewsItem key={a.id} article={a} showCategory={showCategory} />
        ))}
      </ul>
      {state === 'loading' ? <NewsItemSkeleton /> : null}
      {hydrated ? (
        <div className="mobile-only">
          {page < lastPage ? (
            <button type="button" className={styles.more} onClick={loadMore} disabled={state === 'loading'}>
              {state === 'loading' ? '加载中…' : state === 'error' ? '加载失败，点击重试' : '加载更多'}
            </button>
          ) : appended ? (
            <p className={styles.end}>已经到底了</p>
          ) : null}
        </div>
      ) : null}
      <div className={hydrated ? 'desktop-only' : undefined}>
        <Pager path={path} page={list.page} pageSize={list.pageSize} total={list.total} />
      </div>
    </>
  );
}
