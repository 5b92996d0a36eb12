// user/gift/history (docs/product.md §7, form body): my points history, i.e. my rows of the ledger, newest first.
import { z } from 'zod';
import { POINTS_HISTORY_TYPES, type ApiPointsHistory } from '@/contract/wire/gift';
import { readPage, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { listLedger } from '@/server/modules/points/queries';

export const ZPointsHistoryInput = z.object({
  type: z.enum(POINTS_HISTORY_TYPES, '记录类型不正确').optional(),
  ...zPaging(20),
});

export const giftHistory = defineRoute({
  input: ZPointsHistoryInput,
  auth: 'user',
  handler: async (input, { db, session }): Promise<ApiPointsHistory> =>
    readPage(input, (window) => listLedger(db, session.user.id, input.type, window)),
});
