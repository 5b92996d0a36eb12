// admin/training/get/{id} (registrar): a class with every field the console's form edits.
import { defineAdminGet } from '@/server/modules/admin/get';
import { loadAdminTraining } from './view';

export const adminTrainingGet = defineAdminGet(['registrar'], loadAdminTraining);
