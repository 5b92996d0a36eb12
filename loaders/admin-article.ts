// Loaders of the console's content pages (/admin/article and its edit and preview pages, /admin/category,
// /admin/banner, /admin/tag): the editor's choices and the article being edited; an unknown id is the 404 page.
import type { ApiAdminArticle, ApiAdminArticleOptions } from '@/contract/wire/admin-article';
import type { ApiArticleDetail } from '@/contract/wire/article';
import { orMissing, withAdmin } from './admin';

const ROLES = ['editor'] as const;

export type AdminArticleListProps = { options: ApiAdminArticleOptions };
export type AdminArticleEditProps = { options: ApiAdminArticleOptions; article: ApiAdminArticle | null };
export type AdminArticlePreviewProps = { article: ApiArticleDetail; status: ApiAdminArticle['phase'] };

export const getArticleListProps = withAdmin<AdminArticleListProps>(ROLES, async (_ctx, api) => ({
  options: await api.call<ApiAdminArticleOptions>('admin/article/options'),
}));

export const getArticleEditProps = withAdmin<AdminArticleEditProps>(ROLES, async (_ctx, api, { params }) => {
  const options = await api.call<ApiAdminArticleOptions>('admin/article/options');
  if (params.id === 'new') return { options, article: null };
  const article = await orMissing(api.call<ApiAdminArticle>(`admin/article/get/${params.id}`));
  return article ? { options, article } : { notFound: true };
});

/** A draft's preview: for staff only (the API checks the role); the page is never cached (private, no-store). */
export const getArticlePreviewProps = withAdmin<AdminArticlePreviewProps>(ROLES, async (_ctx, api, { params }) => {
  if (params.id === 'new') return { notFound: true };
  const admin = await orMissing(api.call<ApiAdminArticle>(`admin/article/get/${params.id}`));
  if (!admin) return { notFound: true };
  const article = await api.call<ApiArticleDetail>(`admin/article/preview/${params.id}`);
  return { article, status: admin.phase };
});

export const getEditorPageProps = withAdmin(ROLES);
