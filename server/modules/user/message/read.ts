// user/message/read/{id} and user/message/readAll (docs/product.md §7): mark one or all of the user's messages read.
// Both answer the unread count afterwards, so the page can update the navigation badge. Reading a
// message that is already read changes nothing and still succeeds (a repeated click is harmless).
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiMessageChange } from '@/contract/wire/message';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countUnread, markRead, ownMessageIds } from '@/server/modules/message/queries';

export const messageRead = defineRoute({
  auth: 'user',
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, session }): Promise<ApiMessageChange> =>
    withTransaction(db, async (tx) => {
      const userId = session.user.id;
      // Someone else's message answers exactly like one that does not exist.
      if ((await ownMessageIds(tx, userId, [id])).length === 0) throw new ApiError(Code.NotFound, '消息不存在或已删除');
      const changed = await markRead(tx, userId, [id]);
      return { changed, noRead: await countUnread(tx, userId) };
    }),
});

export const messageReadAll = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<ApiMessageChange> => {
    const changed = await markRead(db, session.user.id);
    return { changed, noRead: 0 };
  },
});
