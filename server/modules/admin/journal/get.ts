// admin/journal/get/:id (editor): an issue with its papers, published or not.
import { defineAdminGet } from '../get';
import { loadAdminJournal } from './queries';

export const adminJournalGet = defineAdminGet(['editor'], loadAdminJournal, '期刊不存在');
