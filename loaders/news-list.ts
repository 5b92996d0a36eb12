// /{newsPath}: one page of a news category. The middleware already 404s paths that are no category
// (from its cached category list); this loader is the lock: the API answers NotFound for an unknown
// or non-news category (withPage turns it into a 404); an odd page or one past the last falls back to
// the first or the last page.
import type { ApiArticleList } from '@/contract/wire/article';
import { loadListPage } from './list-query';
import { withPage } from './page';

export type NewsListProps = { list: ApiArticleList; title: string };

export const getServerSideProps = withPage<NewsListProps>(async ({ ctx, api, params }) => {
  const loaded = await loadListPage(ctx, (page) => api.call<ApiArticleList>('article/list', { path: `/${params.newsPath}`, page: String(page) }));
  if ('redirect' in loaded) return loaded;
  const list = loaded.data;
  return { props: { list, title: list.category.name } };
});
