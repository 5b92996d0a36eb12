// Loaders of the console's journal, case competition and survey pages (docs/product.md §10): role editor
// (admin always); on an edit page the thing itself ("new" opens an empty form; an unknown id is the 404 page).
import type { ApiAdminActivity, ApiAdminDemand, ApiAdminJournal } from '@/contract/wire/admin-content';
import { isNotFound, loadEditItem, withAdmin } from './admin';

export const CONTENT_PAGE_ROLES = ['editor'] as const;

export type AdminJournalEditProps = { journal: ApiAdminJournal | null };
export type AdminActivityEditProps = { activity: ApiAdminActivity | null };
export type AdminDemandEditProps = { demand: ApiAdminDemand | null };

export const getContentListProps = withAdmin(CONTENT_PAGE_ROLES);

export const getJournalEditProps = withAdmin<AdminJournalEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const journal = await loadEditItem<ApiAdminJournal>(api, 'admin/journal/get', params.id);
  return isNotFound(journal) ? journal : { journal };
});

export const getActivityEditProps = withAdmin<AdminActivityEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const activity = await loadEditItem<ApiAdminActivity>(api, 'admin/activity/get', params.id);
  return isNotFound(activity) ? activity : { activity };
});

export const getDemandEditProps = withAdmin<AdminDemandEditProps>(CONTENT_PAGE_ROLES, async (_ctx, api, { params }) => {
  const demand = await loadEditItem<ApiAdminDemand>(api, 'admin/demand/get', params.id);
  return isNotFound(demand) ? demand : { demand };
});
