// /detail/{id}: the article page. The route's 'article' validator is this loader: an unknown id comes
// back from the API as NotFound (a malformed one as BadInput) and withPage answers 404.
import type { ApiArticleDetail } from '../wire/article';
import { withPage } from './page';

export type ArticleDetailProps = { article: ApiArticleDetail; title: string };

export const getServerSideProps = withPage<ArticleDetailProps>(async ({ api, params }) => {
  const article = await api.call<ApiArticleDetail>(`article/detail/${params.id}`);
  return { props: { article, title: article.category.name } };
});
