// Reads of the live module: one broadcast with its chapters, tags and bookings; pages of cards by status.
import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { ApiLiveCard } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { ApiLiveChapter, ApiLiveStatus } from '@/contract/wire/live';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { ApiError } from '@/server/http/api-error';
import { selectLiveCards, toApiLiveCard } from './cards';
import { liveBookings, liveChapters, lives } from './schema';
import { liveRank } from './status';

export type LiveRow = typeof lives.$inferSelect;


/** A published broadcast; NotFound otherwise, as if it did not exist. */
export async function requireLive(db: Db, id: number): Promise<LiveRow> {
  const row = await firstRow(db.select().from(lives).where(and(eq(lives.id, id), eq(lives.isPublished, true))));
  if (!row) throw new ApiError(Code.NotFound, '直播不存在');
  return row;
}

/** The SQL condition for a status at `now` (the same rule as liveStatus in status.ts). */
export function statusCondition(status: ApiLiveStatus, now: Date): SQL {
  if (status === 'upcoming') return gt(lives.startAt, now);
  if (status === 'ended') return lte(lives.endAt, now);
  return and(lte(lives.startAt, now), gt(lives.endAt, now)) as SQL;
}

/** Live now earliest first, upcoming soonest first, replays latest first; everything: that order by rank. */
function orderFor(status: ApiLiveStatus | undefined, now: Date): SQL[] {
  if (status === 'upcoming' || status === 'live') return [asc(lives.startAt), asc(lives.id)];
  if (status === 'ended') return [desc(lives.startAt), desc(lives.id)];
  const nearness = sql`case when ${lives.endAt} <= ${now} then -extract(epoch from ${lives.startAt}) else extract(epoch from ${lives.startAt}) end`;
  return [asc(liveRank(now)), asc(nearness), asc(lives.id)];
}

export async function listLiveCards(
  db: Db,
  opts: { status?: ApiLiveStatus; offset: number; limit: number; excludeId?: number },
  now: Date,
): Promise<ApiLiveCard[]> {
  const conditions = [
    eq(lives.isPublished, true),
    opts.status ? statusCondition(opts.status, now) : undefined,
    opts.excludeId ? sql`${lives.id} <> ${opts.excludeId}` : undefined,
  ].filter((c): c is SQL => !!c);
  const rows = await selectLiveCards(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...orderFor(opts.status, now))
    .offset(opts.offset)
    .limit(opts.limit);
  return rows.map((r) => toApiLiveCard(r, now));
}

/** How many broadcasts are upcoming, live and ended at `now`, in one query. */
export async function countLivesByStatus(db: Db, now: Date): Promise<Record<ApiLiveStatus, number>> {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${lives.startAt} > ${now})`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${lives.startAt} <= ${now} and ${lives.endAt} > ${now})`.mapWith(Number),
      ended: sql<number>`count(*) filter (where ${lives.endAt} <= ${now})`.mapWith(Number),
    })
    .from(lives)
    .where(eq(lives.isPublished, true));
  return row;
}

export async function listChapters(db: Db, liveId: number): Promise<ApiLiveChapter[]> {
  return db
    .select({ title: liveChapters.title, offsetSeconds: liveChapters.offsetSeconds })
    .from(liveChapters)
    .where(eq(liveChapters.liveId, liveId))
    .orderBy(asc(liveChapters.offsetSeconds), asc(liveChapters.id));
}

export async function countBookings(db: Db, liveId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveBookings).where(eq(liveBookings.liveId, liveId));
  return row.n;
}

export async function isBooked(db: Db, liveId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: liveBookings.id })
    .from(liveBookings)
    .where(and(eq(liveBookings.liveId, liveId), eq(liveBookings.userId, userId)))
    .limit(1);
  return !!row;
}
