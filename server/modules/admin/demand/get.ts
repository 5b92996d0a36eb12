// admin/demand/get/:id (editor): a survey with its questions, as the console edits it.
import { defineAdminGet } from '../get';
import { loadAdminDemand } from './queries';

export const adminDemandGet = defineAdminGet(['editor'], loadAdminDemand, '该调查不存在');
