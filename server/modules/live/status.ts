// A broadcast's state follows from its times, so it is right at any moment without a job to update it.
import { sql, type SQL } from 'drizzle-orm';
import { lives } from './schema';

export type LiveStatus = 'upcoming' | 'live' | 'ended';

export function liveStatus(row: { startAt: Date; endAt: Date }, now: Date): LiveStatus {
  if (now < row.startAt) return 'upcoming';
  return now < row.endAt ? 'live' : 'ended';
}

/** SQL rank for lists: live now 0, upcoming 1, ended 2. */
export function liveRank(now: Date): SQL<number> {
  return sql<number>`case when ${lives.endAt} <= ${now} then 2 when ${lives.startAt} > ${now} then 1 else 0 end`;
}
