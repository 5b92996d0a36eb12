// demand/current: the open survey closing soonest, for the invitations on home (home/index), the user
// centre and the study centre (components/demand/DemandInvite.tsx).
import { and, asc, gt, lte } from 'drizzle-orm';
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { Db } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
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

export const demandCurrent = defineRoute({
  handler: async (_input, { db }): Promise<ApiDemandCurrent> => findCurrentDemand(db),
});
