// user/message/delete (docs/product.md §7): deletes the user's messages named by `id`, or `ids` (ids[]=1&ids[]=2),
// at most 20. All or nothing: if any id is not one of the user's messages, the answer is NotFound,
// exactly as for an id that does not exist, and nothing is deleted.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { MESSAGE_DELETE_MAX, type ApiMessageChange } from '@/contract/wire/message';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countUnread, ownMessageIds } from '@/server/modules/message/queries';
import { messages } from '@/server/modules/message/schema';

export const ZMessageDeleteInput = z
  .object({
    id: zId.optional(),
    ids: z
      .union([zId.transform((n) => [n]), z.array(zId).max(MESSAGE_DELETE_MAX, `一次最多删除${MESSAGE_DELETE_MAX}条消息`)])
      .optional(),
  })
  .transform(({ id, ids }) => [...new Set([...(id ? [id] : []), ...(ids ?? [])])])
  .refine((ids) => ids.length > 0, '请选择要删除的消息')
  .refine((ids) => ids.length <= MESSAGE_DELETE_MAX, `一次最多删除${MESSAGE_DELETE_MAX}条消息`);

export const messageDelete = defineRoute({
  auth: 'user',
  input: ZMessageDeleteInput,
  handler: async (ids, { db, session }): Promise<ApiMessageChange> =>
    withTransaction(db, async (tx) => {
      const userId = session.user.id;
      const own = await ownMessageIds(tx, userId, ids);
      if (own.length !== ids.length) throw new ApiError(Code.NotFound, '消息不存在或已删除');
      const gone = await tx
        .delete(messages)
        .where(and(eq(messages.userId, userId), inArray(messages.id, ids)))
        .returning({ id: messages.id });
      return { changed: gone.length, noRead: await countUnread(tx, userId) };
    }),
});
