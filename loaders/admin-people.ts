// Loaders of the console's people pages (admin), notices (editor) and a survey's results (editor):
// docs/product.md §10. An unknown or malformed id is the 404 page.
import { Code } from '@/contract/codes';
import type { ApiAdminUserDetail } from '@/contract/wire/admin-people';
import type { ApiDemandResults } from '@/contract/wire/admin-survey';
import { ApiCodeError } from '@/lib/http';
import { withAdmin } from './admin';
import type { ApiClient } from './page';

export type AdminUserDetailProps = { user: ApiAdminUserDetail };
export type AdminDemandResultsProps = { results: ApiDemandResults };

/** The thing at `path`, or undefined when the API does not know it (or the id is "new"). */
async function loadOrMissing<T>(api: ApiClient, path: string): Promise<T | undefined> {
  try {
    return await api.call<T>(path, undefined, { suppressToast: true });
  } catch (error) {
    if (error instanceof ApiCodeError && (error.code === Code.NotFound || error.code === Code.BadInput)) return undefined;
    throw error;
  }
}

export const getUserListProps = withAdmin(['admin']);

export const getUserDetailProps = withAdmin<AdminUserDetailProps>(['admin'], async (_ctx, api, { params }) => {
  const user = await loadOrMissing<ApiAdminUserDetail>(api, `admin/user/get/${params.id}`);
  return user ? { user } : { notFound: true };
});

export const getMessageProps = withAdmin(['editor']);

export const getDemandResultsProps = withAdmin<AdminDemandResultsProps>(['editor'], async (_ctx, api, { params }) => {
  const results = await loadOrMissing<ApiDemandResults>(api, `admin/demand/results/${params.id}`);
  return results ? { results } : { notFound: true };
});
