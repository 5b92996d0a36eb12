// live/list: one page of broadcasts, all of them or those of one status, with the count per status.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiLiveList } from '@/contract/wire/live';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countLivesByStatus, listLiveCards } from './queries';
import { remindLazily } from './reminders';

export const LIVE_STATUSES = ['upcoming', 'live', 'ended'] as const;

export const ZLiveListInput = z.object({
  status: z.enum(LIVE_STATUSES, '直播状态不正确').optional(),
  ...zPaging(12),
});
export type TLiveListInput = z.output<typeof ZLiveListInput>;

export const liveList = defineRoute({
  input: ZLiveListInput,
  handler: async ({ status, page, pageSize }, { db }): Promise<ApiLiveList> => {
    const now = new Date();
    await remindLazily(db, now);
    const counts = await countLivesByStatus(db, now);
    const total = status ? counts[status] : counts.upcoming + counts.live + counts.ended;
    const { offset, limit } = pageWindow({ page, pageSize });
    if (page > 1 && offset >= total) throw new ApiError(Code.BadInput, '页码超出范围');
    const list = await listLiveCards(db, { status, offset, limit }, now);
    return { list, total, page, pageSize, counts };
  },
});
