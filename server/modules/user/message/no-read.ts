// user/message/noRead (docs/product.md §3, 7): the unread count, in the field noRead.
import { defineRoute } from '@/server/http/route';
import { countUnread } from '@/server/modules/message/queries';

export const messageNoRead = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }) => ({ noRead: await countUnread(db, session.user.id) }),
});
