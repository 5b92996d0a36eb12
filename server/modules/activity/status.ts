// A competition's state follows from its times: upcoming, open for entries until the deadline, judging
// until the results, then ended.
export type ActivityStatus = 'upcoming' | 'open' | 'judging' | 'ended';

export function activityStatus(row: { startAt: Date; deadline: Date; endAt: Date }, now: Date): ActivityStatus {
  if (now < row.startAt) return 'upcoming';
  if (now < row.deadline) return 'open';
  return now < row.endAt ? 'judging' : 'ended';
}
