// admin/activity/results/{id} (registrar): `action=publish` ranks the approved entries by their judges' average
// score (equal averages share a place), gives the awards by place (`first`, `second`, `third`, `excellent`: how
// many places each award covers), publishes every ranked entry on the competition's page and tells each author
// their place; `action=withdraw` takes the ranking back for a correction. Publishing needs the entries closed and
// every approved entry scored (AdminCode.ResultsNotReady); the competition's row is the lock, so a second or
// concurrent publication ends in AdminCode.AlreadyDecided.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { AWARDS } from '@/contract/wire/admin-review';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { activities, activityEntries as e } from '@/server/modules/activity/schema';
import { activityStatus } from '@/server/modules/activity/status';
import { createMessage } from '@/server/modules/message/create';
import { writeAudit } from '../audit';
import { decidedOnce } from '../decide';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { averageTenths, loadEntryActivity, unscoredCount } from './entry-queries';

const zPlaces = (fallback: number) =>
  z.string().regex(/^\d{1,3}$/, '获奖名额应为0～100的整数').transform(Number)
    .refine((n) => n <= 100, '获奖名额应为0～100的整数').optional().transform((n) => n ?? fallback);

export const ZResultsInput = z.object({
  id: zId,
  action: z.enum(['publish', 'withdraw'], '请选择公布或撤回'),
  first: zPlaces(1),
  second: zPlaces(2),
  third: zPlaces(3),
  excellent: zPlaces(0),
});
type Places = Pick<z.output<typeof ZResultsInput>, 'first' | 'second' | 'third' | 'excellent'>;

/** Competition ranking ("1224"): an entry's place is one more than the number of entries with a higher average. */
export function rankByAverage<T extends { average: number }>(rows: T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.average - a.average);
  return sorted.map((r) => ({ ...r, rank: sorted.findIndex((x) => x.average === r.average) + 1 }));
}

/** The award a place earns: the first `first` places 一等奖, the next `second` 二等奖, and so on. */
export function awardFor(rank: number, p: Places): string | null {
  let upTo = 0;
  for (const [i, n] of [p.first, p.second, p.third, p.excellent].entries()) {
    upTo += n;
    if (rank <= upTo) return AWARDS[i];
  }
  return null;
}

async function publish(tx: Db, id: number, places: Places, now: Date) {
  const activity = await loadEntryActivity(tx, id, true);
  if (activity.resultsPublishedAt) throw new ApiError(AdminCode.AlreadyDecided);
  if (activityStatus(activity, now) === 'upcoming' || activityStatus(activity, now) === 'open' || (await unscoredCount(tx, id)) > 0) {
    throw new ApiError(AdminCode.ResultsNotReady);
  }
  const scored = await tx.select({ id: e.id, userId: e.userId, title: e.title, average: averageTenths }).from(e)
    .where(and(eq(e.activityId, id), eq(e.status, 'approved'))).orderBy(desc(e.createdAt));
  if (scored.length === 0) throw new ApiError(AdminCode.ResultsNotReady, '还没有通过审核并评分的作品，不能公布结果');
  const ranked = rankByAverage(scored.map((r) => ({ ...r, average: r.average ?? 0 })));
  for (const r of ranked) {
    const award = awardFor(r.rank, places);
    await tx.update(e).set({ rank: r.rank, award, status: award ? 'awarded' : 'approved', isPublished: true, updatedAt: now }).where(eq(e.id, r.id));
    await createMessage(tx, {
      userId: r.userId, link: `/activity/${id}`, at: now, title: `“${activity.title}”评审结果已公布`,
      body: `您的作品《${r.title}》平均得分 ${Math.round(r.average) / 10} 分，排名第 ${r.rank} 名${award ? `，荣获${award}` : ''}。感谢您的参与！`,
    });
  }
  await tx.update(activities).set({ resultsPublishedAt: now }).where(eq(activities.id, id));
  return { before: { resultsPublishedAt: null }, after: { resultsPublishedAt: now, places, ranking: ranked.map((r) => ({ entryId: r.id, rank: r.rank, average: Math.round(r.average) / 10 })) } };
}

async function withdraw(tx: Db, id: number) {
  const before = await loadEntryActivity(tx, id, true);
  const [row] = await tx.update(activities).set({ resultsPublishedAt: null })
    .where(and(eq(activities.id, id), isNotNull(activities.resultsPublishedAt))).returning({ id: activities.id });
  decidedOnce(row);
  // Entries stay published (the organisers showed them); only their places and awards go.
  await tx.update(e).set({ rank: null, award: null, status: sql`case when ${e.status} = 'awarded' then 'approved' else ${e.status} end` })
    .where(eq(e.activityId, id));
  return { before: { resultsPublishedAt: before.resultsPublishedAt }, after: { resultsPublishedAt: null } };
}

export const adminActivityResults = defineAdminRoute({
  roles: ['registrar'],
  input: ZResultsInput,
  handler: async ({ id, action, ...places }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const now = new Date();
      const change = action === 'publish' ? await publish(tx, id, places, now) : await withdraw(tx, id);
      await writeAudit(tx, { staffId: staff.id, action: action === 'publish' ? 'publish' : 'unpublish', kind: 'activity', itemId: id, ...change });
      await refreshPublic(tx, 'activity');
      return { id, resultsPublishedAt: action === 'publish' ? Math.floor(now.getTime() / 1000) : null };
    }),
});
