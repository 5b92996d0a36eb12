// Loaders of the console's journal, case competition and survey pages (docs/product.md §10): role editor
// (admin always); on an edit page the thing itself ("new" opens an empty form; an unknown id is the 404 page).
import { Code } from '@/contract/codes';
import type { ApiAdminActivity, ApiAdminDemand, ApiAdminJournal } from '@/contract/wire/admin-content';
import { ApiCodeError } from '@/lib/http';
import { withAdmin } from './admin';
import type { ApiClient } from './page';

export const CONTENT_PAGE_ROLES = ['editor'] as const;

export type AdminJournalEditProps = { journal: ApiAdminJournal | null };
export type AdminActivityEditProps = { activity: ApiAdminActivity | null };
export type AdminDemandEditProps = { demand: ApiAdminDemand | null };

/** The thing of an edit page, null for "new", or notFound for an id the API does not know. */
async function loadItem<T>(api: ApiClient, path: string, id: string | undefined): Promise<T | null | { notFound: true }> {
  if (!id || id === 'new') return null;
  try {
    return await api.call<T>(`${path}/${id}`, undefined, { suppressToast: true });
  } catch (error) {
    if (error instanceof ApiCodeError && (error.code === Code.NotFound || error.code === Code.BadInput)) return { notFound: true };
    throw error;
  }
}

const isNotFound = (v: unknown): v is { notFound: true } => typeof v === 'object' && v !== null && 'notFound' in v;

export const getContentListProps = withAdmin(CONTENT_PAGE_ROLES);

export const getJournalEditProps = withAdmin<AdminJournalEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const journal = await loadItem<ApiAdminJournal>(api, 'admin/journal/get', params.id);
  return isNotFound(journal) ? journal : { journal };
});

export const getActivityEditProps = withAdmin<AdminActivityEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const activity = await loadItem<ApiAdminActivity>(api, 'admin/activity/get', params.id);
  return isNotFound(activity) ? activity : { activity };
});

export const getDemandEditProps = withAdmin<AdminDemandEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const demand = await loadItem<ApiAdminDemand>(api, 'admin/demand/get', params.id);
  return isNotFound(demand) ? demand : { demand };
});
