// /search?q=&type=&page=: the query lives in the URL, so a search can be shared, reloaded and paged with
// plain links. An odd type or page is a 404, a page past the last too (search/query answers BadInput).
import { SEARCH_MAX_LENGTH, SEARCH_TYPES, type ApiSearchResult } from '../wire/search';
import { readFilter, readPage, readText } from './list-query';
import { withPage } from './page';

export type SearchPageProps = { result: ApiSearchResult; title: string };

export const getServerSideProps = withPage<SearchPageProps>(async ({ ctx, api }) => {
  // A longer query (typed into the address bar) is cut to what the box accepts rather than refused.
  const q = readText(ctx.query, 'q', SEARCH_MAX_LENGTH);
  const type = readFilter(ctx.query, 'type', SEARCH_TYPES);
  const page = readPage(ctx.query);
  if (q === null || type === null || page === null) return { notFound: true };
  const result = await api.call<ApiSearchResult>('search/query', { q, type: type ?? '', page: String(page) });
  return { props: { result, title: '搜索' } };
});
