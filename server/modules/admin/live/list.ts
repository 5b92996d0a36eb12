// admin/live/list (registrar, editor): every broadcast, published or not, newest first, a page at a time;
// filters: words in the title, state, published or not.
import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiPage } from '@/contract/api-types';
import { LIVE_STATES, type ApiAdminLiveRow } from '@/contract/wire/admin-course';
import { zText } from '@/server/http/inputs';
import { toSeconds } from '@/server/modules/common/time';
import { liveBookings, lives } from '@/server/modules/live/schema';
import { statusCondition } from '@/server/modules/live/queries';
import { liveStatus } from '@/server/modules/live/status';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage } from '../list-inputs';
import { LIVE_ROLES } from './queries';
import { newestFirst } from '../newest-first';

export const adminLiveList = defineAdminRoute({
  roles: LIVE_ROLES,
  input: z.object({
    keyword: zText(50, '关键词').optional(),
    state: z.enum(LIVE_STATES, '直播状态不正确').optional(),
    published: z.enum(['1', '0'], '发布状态不正确').optional(),
    ...zAdminPage,
  }),
  handler: async ({ keyword, state, published, page, size }, { db }): Promise<Pick<ApiPage<ApiAdminLiveRow>, 'list' | 'total'>> => {
    const now = new Date();
    const where: SQL[] = [];
    if (keyword) where.push(ilike(lives.title, containing(keyword)));
    if (state) where.push(statusCondition(state, now));
    if (published) where.push(eq(lives.isPublished, published === '1'));
    const cond = where.length ? and(...where) : undefined;
    const bookings = sql<number>`(select count(*) from ${liveBookings} where ${liveBookings.liveId} = ${lives.id})`.mapWith(Number);
    const query = db
      .select({
        id: lives.id, title: lives.title, speaker: lives.speaker, startAt: lives.startAt, endAt: lives.endAt,
        replaySrc: lives.replaySrc, isPublished: lives.isPublished, bookings,
      })
      .from(lives)
      .where(cond)
      .$dynamic();
    const rows = await newestFirst(query, [lives.startAt, lives.id], size, (page - 1) * size);
    const [{ n }] = await db.select({ n: count() }).from(lives).where(cond);
    return {
      list: rows.map(({ replaySrc, startAt, endAt, ...r }) => ({
        ...r, startAt: toSeconds(startAt), endAt: toSeconds(endAt), state: liveStatus({ startAt, endAt }, now), hasReplay: !!replaySrc,
      })),
      total: n,
    };
  },
});
