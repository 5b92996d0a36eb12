// A class's state follows from its times: signing up before it starts, ongoing until it ends, then
// finished. (Whether sign-up is still accepted also depends on signupEndAt and the seats left.)
import { sql, type SQL } from 'drizzle-orm';
import { trainings } from './schema';

export type TrainingStatus = 'signup' | 'ongoing' | 'finished';

export function trainingStatus(row: { startAt: Date; endAt: Date }, now: Date): TrainingStatus {
  if (now < row.startAt) return 'signup';
  return now < row.endAt ? 'ongoing' : 'finished';
}

/** SQL rank for lists: signup 0, ongoing 1, finished 2. */
export function trainingRank(now: Date): SQL<number> {
  return sql<number>`case when ${trainings.startAt} > ${now} then 0 when ${trainings.endAt} > ${now} then 1 else 2 end`;
}

/** SQL condition for one status, the same boundaries as trainingStatus. */
export function statusCondition(status: TrainingStatus, now: Date): SQL {
  if (status === 'signup') return sql`${trainings.startAt} > ${now}`;
  if (status === 'ongoing') return sql`${trainings.startAt} <= ${now} and ${trainings.endAt} > ${now}`;
  return sql`${trainings.endAt} <= ${now}`;
}
