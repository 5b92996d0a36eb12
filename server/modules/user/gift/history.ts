// user/gift/history (docs/product.md §7, form body): my points history, i.e. my rows of the ledger, newest first.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { POINTS_HISTORY_TYPES, type ApiPointsHistory } from '@/contract/wire/gift';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { listLedger } from '@/server/modules/points/queries';

export const ZPointsHistoryInput = z.object({
  type: z.enum(POINTS_HISTORY_TYPES, '记录类型不正确').optional(),
  ...zPaging(20),
});

export const giftHistory = defineRoute({
  input: ZPointsHistoryInput,
  auth: 'user',
  handler: async (input, { db, session }): Promise<ApiPointsHistory> => {
    const window = pageWindow(input);
    const { list, total } = await listLedger(db, session.user.id, input.type, window);
    if (input.page > 1 && window.offset >= total) throw new ApiError(Code.BadInput, '页码超出范围');
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
