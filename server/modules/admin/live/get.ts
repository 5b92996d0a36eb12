// admin/live/get/:id (registrar, editor): one broadcast as the form edits it, published or not.
import { defineAdminGet } from '../get';
import { LIVE_ROLES, loadAdminLive } from './queries';

export const adminLiveGet = defineAdminGet(LIVE_ROLES, (db, id) => loadAdminLive(db, id), '直播不存在');
