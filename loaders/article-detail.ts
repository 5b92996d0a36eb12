// /detail/{id}: the article page. The route's 'article' validator is this loader: an unknown id comes
// back from the API as NotFound (a malformed one as BadInput) and withPage answers 404.
import type { ApiArticleDetail } from '@/contract/wire/article';
import { withPage } from './page';

export type ArticleDetailProps = { article: ApiArticleDetail; title: string; section: string };

export const getServerSideProps = withPage<ArticleDetailProps>(async ({ api, params }) => {
  const article = await api.call<ApiArticleDetail>(`article/detail/${params.id}`);
  // The menu entry and the back arrow follow the breadcrumb: the paper's issue, or the category's list.
  const section = article.journal ? `/journal/${article.journal.id}` : article.category.path;
  return { props: { article, title: article.category.name, section } };
});
