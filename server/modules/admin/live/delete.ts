// admin/live/delete/:id (registrar, editor): removes a broadcast nobody booked. One with reminder
// bookings is refused with the reason (AdminCode.LiveHasBookings); unpublishing hides it instead.
import { AdminCode } from '@/contract/admin-codes';
import { ApiError } from '@/server/http/api-error';
import { LIVE_ROLES, requireAdminLive } from './queries';
import { defineAdminDelete, deleteTaggedItem } from '../delete';

export const adminLiveDelete = defineAdminDelete({
  roles: LIVE_ROLES,
  kind: 'live',
  load: requireAdminLive,
  remove: async (tx, id, before) => {
    if (before.bookings > 0) {
      throw new ApiError(AdminCode.LiveHasBookings, `该直播已有${before.bookings}名学员预约提醒，不能删除；如不再举办，请改为下线`);
    }
    await deleteTaggedItem(tx, 'live', id);
  },
});
