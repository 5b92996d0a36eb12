// /search?q=&type=&page=: the query lives in the URL, so a search can be shared, reloaded and paged with
// plain links. An odd type is a 404; an odd page, or one past the last (search/query answers BadInput),
// falls back to the first or last page of the same search.
import { SEARCH_MAX_LENGTH, SEARCH_TYPES, type ApiSearchResult } from '@/contract/wire/search';
import { loadListPage, readFilter, readText } from './list-query';
import { withPage } from './page';

export type SearchPageProps = { result: ApiSearchResult; title: string };

export const getServerSideProps = withPage<SearchPageProps>(async ({ ctx, api }) => {
  // A longer query (typed into the address bar) is cut to what the box accepts rather than refused.
  const q = readText(ctx.query, 'q', SEARCH_MAX_LENGTH);
  const type = readFilter(ctx.query, 'type', SEARCH_TYPES);
  if (q === null || type === null) return { notFound: true };
  const loaded = await loadListPage(ctx, (page) => api.call<ApiSearchResult>('search/query', { q, type: type ?? '', page: String(page) }));
  if ('redirect' in loaded) return loaded;
  const result = loaded.data;
  return { props: { result, title: '搜索' } };
});
