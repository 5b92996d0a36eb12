// admin/base/get/{id} (registrar): a base with every field the console's form edits.
import { defineAdminGet } from '@/server/modules/admin/get';
import { loadAdminBase } from './view';

export const adminBaseGet = defineAdminGet(['registrar'], loadAdminBase);
