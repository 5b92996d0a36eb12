// /{newsPath}: one page of a news category. The middleware already 404s paths that are no category
// (from its cached category list); this loader is the lock: the API answers NotFound for an unknown
// or non-news category and BadInput for a page past the last, and withPage turns both into a 404.
import type { ApiArticleList } from '../wire/article';
import { readPage } from './list-query';
import { withPage } from './page';

export type NewsListProps = { list: ApiArticleList; title: string };

export const getServerSideProps = withPage<NewsListProps>(async ({ ctx, api, params }) => {
  const page = readPage(ctx.query);
  if (page === null) return { notFound: true };
  const list = await api.call<ApiArticleList>('article/list', { path: `/${params.newsPath}`, page: String(page) });
  return { props: { list, title: list.category.name } };
});
