// Loaders of the console's training pages (/admin/training, /admin/base and their edit pages): the registrar's
// choices (projects, regions, bases) and the class or base being edited; an unknown id is the 404 page.
import type { ApiAdminBase, ApiAdminTraining, ApiAdminTrainingOptions } from '@/contract/wire/admin-training';
import { withAdmin, withEditForm } from './admin';
import type { ApiClient } from './page';

const ROLES = ['registrar'] as const;

const loadOptions = (api: ApiClient) => api.call<ApiAdminTrainingOptions>('admin/training/options');

export type AdminTrainingListProps = { options: ApiAdminTrainingOptions };
export type AdminTrainingEditProps = { options: ApiAdminTrainingOptions; training: ApiAdminTraining | null };
export type AdminBaseListProps = { options: ApiAdminTrainingOptions };
export type AdminBaseEditProps = { options: ApiAdminTrainingOptions; base: ApiAdminBase | null };

export const getTrainingListProps = withAdmin<AdminTrainingListProps>(ROLES, async (_ctx, api) => ({ options: await loadOptions(api) }));

export const getTrainingEditProps = withEditForm<AdminTrainingEditProps>(ROLES, 'training', 'admin/training/get', loadOptions);

export const getBaseListProps = withAdmin<AdminBaseListProps>(ROLES, async (_ctx, api) => ({ options: await loadOptions(api) }));

export const getBaseEditProps = withEditForm<AdminBaseEditProps>(ROLES, 'base', 'admin/base/get', loadOptions);
