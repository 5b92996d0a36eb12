// The console's view of a case competition, published or not; also the audit row's before/after.
import { eq, sql } from 'drizzle-orm';
import type { ApiAdminActivity } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import type { Db } from '@/server/db/client';
import { activities, activityEntries } from '@/server/modules/activity/schema';
import { statusOf } from '../content-inputs';

/** Entries of the competition; spelled with table names, as Drizzle leaves one-table columns unqualified. */
export const entryCountSql = sql<number>`(select count(*) from ${activityEntries} where ${activityEntries}.activity_id = ${activities}.id)`.mapWith(Number);

export async function loadAdminActivity(db: Db, id: number): Promise<ApiAdminActivity | undefined> {
  const [row] = await db.select({ a: activities, entryCount: entryCountSql }).from(activities).where(eq(activities.id, id)).limit(1);
  if (!row) return undefined;
  const { a } = row;
  return {
    id: a.id, title: a.title, cover: a.cover, summary: a.summary, organiser: a.organiser, rules: a.rules, timeline: a.timeline,
    startAt: formatChinaMinute(a.startAt), deadline: formatChinaMinute(a.deadline), endAt: formatChinaMinute(a.endAt),
    status: statusOf(a.isPublished), entryCount: row.entryCount,
  };
}
