// Live broadcast cards (ApiLiveCard): the one query and the one reshaping for lists and home.
import { asc, eq, sql } from 'drizzle-orm';
import type { ApiLiveCard } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { lives } from './schema';
import { liveRank, liveStatus } from './status';

type CardRow = { id: number; title: string; cover: string; speaker: string; startAt: Date; endAt: Date };

export function toApiLiveCard(row: CardRow, now: Date): ApiLiveCard {
  return {
    id: row.id, title: row.title, cover: row.cover, speaker: row.speaker, status: liveStatus(row, now),
    startAt: toSeconds(row.startAt), endAt: toSeconds(row.endAt),
  };
}

/** The rows of live broadcast cards; the caller adds where, order and window. */
export function selectLiveCards(db: Db) {
  return db
    .select({ id: lives.id, title: lives.title, cover: lives.cover, speaker: lives.speaker, startAt: lives.startAt, endAt: lives.endAt })
    .from(lives);
}

/** Live now first, then upcoming (soonest first), then replays (latest first). */
export async function listFeaturedLives(db: Db, limit: number, now = new Date()): Promise<ApiLiveCard[]> {
  const nearness = sql`case when ${lives.endAt} <= ${now} then -extract(epoch from ${lives.startAt}) else extract(epoch from ${lives.startAt}) end`;
  const rows = await selectLiveCards(db)
    .where(eq(lives.isPublished, true))
    .orderBy(asc(liveRank(now)), asc(nearness), asc(lives.id))
    .limit(limit);
  return rows.map((r) => toApiLiveCard(r, now));
}
