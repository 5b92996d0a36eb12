// A competition's state follows from its times: upcoming, open for entries until the deadline, judging
// until the results, then ended.
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { activities } from './schema';

export type ActivityStatus = 'upcoming' | 'open' | 'judging' | 'ended';

export const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['upcoming', 'open', 'judging', 'ended'];

export function activityStatus(row: { startAt: Date; deadline: Date; endAt: Date }, now: Date): ActivityStatus {
  if (now < row.startAt) return 'upcoming';
  if (now < row.deadline) return 'open';
  return now < row.endAt ? 'judging' : 'ended';
}

/**
 * Competitions a visitor may see: those an editor published (admin/activity/save). Every public read (list,
 * detail, entries, entering, the menu's competition flag) adds it, so unpublishing hides one at once.
 */
export function isPublicActivity(): SQL {
  return eq(activities.isPublished, true);
}

/** The rows in one state, as a WHERE condition (the same boundaries as activityStatus). */
export function activityStatusWhere(status: ActivityStatus, now: Date): SQL {
  const a = activities;
  switch (status) {
    case 'upcoming':
      return gt(a.startAt, now);
    case 'open':
      return and(lte(a.startAt, now), gt(a.deadline, now)) as SQL;
    case 'judging':
      return and(lte(a.deadline, now), gt(a.endAt, now)) as SQL;
    case 'ended':
      return lte(a.endAt, now);
  }
}

/** SQL rank for lists: open 0, upcoming 1, judging 2, ended 3 (what a visitor can act on first). */
export function activityRank(now: Date): SQL<number> {
  const a = activities;
  return sql<number>`case when ${a.startAt} > ${now} then 1 when ${a.deadline} > ${now} then 0 when ${a.endAt} > ${now} then 2 else 3 end`;
}
