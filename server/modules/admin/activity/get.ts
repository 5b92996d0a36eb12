// admin/activity/get/:id (editor): a case competition as the console edits it.
import { defineAdminGet } from '../get';
import { loadAdminActivity } from './queries';

export const adminActivityGet = defineAdminGet(['editor'], loadAdminActivity, '该大赛不存在');
