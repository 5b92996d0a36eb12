// /view/{id}: a document (attachment) in the viewer; an unknown id answers 404.
import type { ApiDocument } from '@/contract/wire/article';
import { withPage } from './page';

export type DocumentViewProps = { doc: ApiDocument; title: string; section: string };

export const getServerSideProps = withPage<DocumentViewProps>(async ({ api, params }) => {
  const doc = await api.call<ApiDocument>(`article/document/${params.id}`);
  // The menu highlights the section the breadcrumb shows: the category of the article it belongs to.
  return { props: { doc, title: '资料查看', section: doc.article.category.path } };
});
