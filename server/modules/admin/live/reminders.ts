// Bookings follow a broadcast whose start moved: each booking not reminded yet gets a reminder job at the
// new time (the old job finds nothing due and stops: server/jobs/live-reminder.ts), and a start moved
// into the reminder window reminds at once.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { getJobs } from '@/server/jobs';
import { scheduleLiveReminder } from '@/server/jobs/live-reminder';
import { sendDueLiveReminders } from '@/server/modules/live/reminders';
import { liveBookings } from '@/server/modules/live/schema';

export async function followStartChange(db: Db, liveId: number, startAt: Date, now = new Date()): Promise<void> {
  await sendDueLiveReminders(db, now, liveId);
  const jobs = getJobs();
  if (!jobs) return;
  const waiting = await db
    .select({ id: liveBookings.id })
    .from(liveBookings)
    .where(and(eq(liveBookings.liveId, liveId), isNull(liveBookings.remindedAt)));
  for (const b of waiting) await scheduleLiveReminder(jobs, { bookingId: b.id, liveId }, startAt);
}
