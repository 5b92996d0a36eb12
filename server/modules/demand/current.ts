// demand/current: the open survey closing soonest, for the invitations on home (home/index), the user
// centre and the study centre (components/demand/DemandInvite.tsx).
import { and, asc, gt, lte } from 'drizzle-orm';
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { Db } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { sharedRead } from '@/server/shared-read';
import { isPublicDemand } from './queries';
import { demands } from './schema';

export async function findCurrentDemand(db: Db, now = new Date()): Promise<ApiDemandCurrent> {
  const [row] = await db
    .select({ id: demands.id, title: demands.title, endAt: demands.endAt })
    .from(demands)
    .where(and(isPublicDemand(), lte(demands.startAt, now), gt(demands.endAt, now)))
    .orderBy(asc(demands.endAt))
    .limit(1);
  return row ? { id: row.id, title: row.title, endAt: toSeconds(row.endAt) } : null;
}

/**
 * The personal and study centres ask on every view, and the answer is the same for everyone (issue 13): the
 * published surveys not ended yet are read once per few seconds and per staff change (server/shared-read.ts), and
 * which of them is open is decided at each call, so a survey opens and closes on the second without a message.
 * There are a handful at a time; should there be more than COMING, the read is not kept.
 */
const COMING = 20;
const readComing = sharedRead(5000, async (db) => {
  const rows = await db
    .select({ id: demands.id, title: demands.title, startAt: demands.startAt, endAt: demands.endAt })
    .from(demands)
    .where(and(isPublicDemand(), gt(demands.endAt, new Date())))
    .orderBy(asc(demands.endAt), asc(demands.id))
    .limit(COMING + 1);
  return rows.length > COMING ? null : rows;
});

export async function findCurrentDemandShared(db: Db, now = new Date()): Promise<ApiDemandCurrent> {
  const coming = await readComing(db);
  if (!coming) return findCurrentDemand(db, now);
  const row = coming.find((r) => r.startAt <= now && r.endAt > now);
  return row ? { id: row.id, title: row.title, endAt: toSeconds(row.endAt) } : null;
}

export const demandCurrent = defineRoute({
  handler: async (_input, { db }): Promise<ApiDemandCurrent> => findCurrentDemandShared(db),
});
