// Loaders of the console's own screens (docs/product.md §10): the home's numbers, staff and roles, the audit trail.
import type { ApiAuditOptions, ApiDashboard } from '@/contract/wire/admin';
import { withAdmin } from './admin';

export const getDashboardProps = withAdmin<{ dashboard: ApiDashboard }>([], async (_ctx, api) => ({
  dashboard: await api.call<ApiDashboard>('admin/dashboard'),
}));

export const getStaffProps = withAdmin(['admin']);

export const getAuditProps = withAdmin<{ options: ApiAuditOptions }>(['admin'], async (_ctx, api) => ({
  options: await api.call<ApiAuditOptions>('admin/audit/options'),
}));
