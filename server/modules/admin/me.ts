// admin/me (docs/product.md §10): who the signed-in staff member is and which roles they hold. The console's
// page loader (loaders/admin.ts) asks it on every page; a learner gets Code.Forbidden, so the page 404s.
import type { ApiAdminMe } from '@/contract/wire/admin';
import { defineAdminRoute } from './guard';

export const adminMe = defineAdminRoute({
  roles: [],
  handler: async (_input, { staff }): Promise<ApiAdminMe> => ({
    id: staff.id,
    name: staff.name,
    phone: staff.phone,
    roles: staff.roles,
  }),
});
