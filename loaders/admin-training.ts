// Loaders of the console's training pages (/admin/training, /admin/base and their edit pages): the registrar's
// choices (projects, regions, bases) and the class or base being edited; an unknown id is the 404 page.
import type { ApiAdminBase, ApiAdminTraining, ApiAdminTrainingOptions } from '@/contract/wire/admin-training';
import { orMissing, withAdmin } from './admin';
import type { ApiClient } from './page';

const ROLES = ['registrar'] as const;

const loadOptions = (api: ApiClient) => api.call<ApiAdminTrainingOptions>('admin/training/options');

export type AdminTrainingListProps = { options: ApiAdminTrainingOptions };
export type AdminTrainingEditProps = { options: ApiAdminTrainingOptions; training: ApiAdminTraining | null };
export type AdminBaseListProps = { options: ApiAdminTrainingOptions };
export type AdminBaseEditProps = { options: ApiAdminTrainingOptions; base: ApiAdminBase | null };

export const getTrainingListProps = withAdmin<AdminTrainingListProps>(ROLES, async (_ctx, api) => ({ options: await loadOptions(api) }));

export const getTrainingEditProps = withAdmin<AdminTrainingEditProps>(ROLES, async (_ctx, api, { params }) => {
  const options = await loadOptions(api);
  if (params.id === 'new') return { options, training: null };
  const training = await orMissing(api.call<ApiAdminTraining>(`admin/training/get/${params.id}`));
  return training ? { options, training } : { notFound: true };
});

export const getBaseListProps = withAdmin<AdminBaseListProps>(ROLES, async (_ctx, api) => ({ options: await loadOptions(api) }));

export const getBaseEditProps = withAdmin<AdminBaseEditProps>(ROLES, async (_ctx, api, { params }) => {
  const options = await loadOptions(api);
  if (params.id === 'new') return { options, base: null };
  const base = await orMissing(api.call<ApiAdminBase>(`admin/base/get/${params.id}`));
  return base ? { options, base } : { notFound: true };
});
