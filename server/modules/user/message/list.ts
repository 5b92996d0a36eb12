// user/message/list (docs/product.md §7): the user's messages, newest first, unread ones marked, one page at a time.
import { z } from 'zod';
import { MESSAGE_PAGE_SIZE, type ApiMessageList } from '@/contract/wire/message';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countMessages, countUnread, listMessages } from '@/server/modules/message/queries';

export const ZMessageListInput = z.object({ ...zPaging(MESSAGE_PAGE_SIZE) });

export const messageList = defineRoute({
  auth: 'user',
  input: ZMessageListInput,
  handler: async (input, { db, session }): Promise<ApiMessageList> => {
    const userId = session.user.id;
    const { offset, limit } = pageWindow(input);
    const [list, total, noRead] = await Promise.all([
      listMessages(db, userId, offset, limit),
      countMessages(db, userId),
      countUnread(db, userId),
    ]);
    return { list, total, page: input.page, pageSize: input.pageSize, noRead };
  },
});
