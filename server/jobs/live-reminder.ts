// "A live you booked is starting", at the right time: live/book queues one job per booking for
// REMINDER_LEAD_MINUTES before the start. The job writes the message (and queues the SMS) through
// sendDueLiveReminders, whose claim on remindedAt keeps it to one per booking however often it runs,
// and whichever of this job and the lazy sweep on page views comes first.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { REMINDER_LEAD_MINUTES, sendDueLiveReminders } from '@/server/modules/live/reminders';
import { liveBookings, lives } from '@/server/modules/live/schema';
import { jobId, type JobKind, type Jobs } from './queue';

export const LIVE_REMINDER_QUEUE = 'live-reminder';

type Data = { bookingId: number; liveId: number };

/** The key includes the start, so a broadcast moved later gets a new job at its new time. */
function reminderKey(bookingId: number, startAt: Date): string {
  return `live-reminder:${bookingId}:${startAt.toISOString()}`;
}

export async function scheduleLiveReminder(jobs: Jobs, booking: Data, startAt: Date): Promise<void> {
  const at = new Date(startAt.getTime() - REMINDER_LEAD_MINUTES * 60_000);
  await jobs.send(LIVE_REMINDER_QUEUE, booking, { id: jobId(reminderKey(booking.bookingId, startAt)), startAfter: at });
}

/** Unbooking: the waiting reminder is cancelled (the job would find no booking anyway). */
export async function cancelLiveReminder(jobs: Jobs, bookingId: number, startAt: Date): Promise<void> {
  await jobs.boss.cancel(LIVE_REMINDER_QUEUE, jobId(reminderKey(bookingId, startAt)));
}

export async function runLiveReminder(db: Db, jobs: Jobs, data: Data, now = new Date()): Promise<void> {
  const [booking] = await db
    .select({ remindedAt: liveBookings.remindedAt, startAt: lives.startAt })
    .from(liveBookings)
    .innerJoin(lives, eq(lives.id, liveBookings.liveId))
    .where(eq(liveBookings.id, data.bookingId));
  if (!booking || booking.remindedAt) return; // unbooked meanwhile, or reminded already
  const written = await sendDueLiveReminders(db, now, data.liveId);
  // Not due (the broadcast was moved later after the booking): a new job at the new time.
  if (!written && booking.startAt.getTime() - REMINDER_LEAD_MINUTES * 60_000 > now.getTime() ) {
    await scheduleLiveReminder(jobs, data, booking.startAt);
  }
}

export const liveReminderJob: JobKind = {
  name: LIVE_REMINDER_QUEUE,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: async (db, jobs, queue) => {
    for (const job of jobs) await runLiveReminder(db, queue, job.data as Data);
  },
};
