// Queries about case competitions shared with other modules.
import { and, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { activities } from './schema';
import { isPublicActivity } from './status';

/** docs/product.md §2/3: userInfo.existActivity, which puts the competition entry into the main menu. */
export async function hasOpenActivity(db: Db, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(activities)
    .where(and(isPublicActivity(), lte(activities.startAt, now), gt(activities.deadline, now)))
    .limit(1);
  return rows.length > 0;
}
