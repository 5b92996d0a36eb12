// live/book/:id and live/unbook/:id: a logged-in visitor's reminder for an upcoming broadcast. One row
// per user and broadcast (a unique index), so repeating either call changes nothing; the user always
// comes from the session, so nobody reaches another person's booking.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiLiveBooking } from '@/contract/wire/live';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { getJobs } from '@/server/jobs';
import { cancelLiveReminder, scheduleLiveReminder } from '@/server/jobs/live-reminder';
import { countBookings, requireLive } from './queries';
import { sendDueLiveReminders } from './reminders';
import { liveBookings } from './schema';
import { liveStatus } from './status';

const ZBookingInput = z.object({ id: zId });

export const liveBook = defineRoute({
  input: ZBookingInput,
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiLiveBooking> => {
    const now = new Date();
    const live = await requireLive(db, id);
    const status = liveStatus(live, now);
    if (status === 'live') throw new ApiError(Code.Conflict, '直播已开始，请直接进入观看');
    if (status === 'ended') throw new ApiError(Code.Conflict, '直播已结束，可观看回放');
    const [booking] = await db
      .insert(liveBookings)
      .values({ liveId: id, userId: session.user.id })
      .onConflictDoNothing()
      .returning({ id: liveBookings.id });
    // Booked inside the reminder window: the reminder is due now, not at the next page view.
    await sendDueLiveReminders(db, now, id);
    const jobs = getJobs();
    if (booking && jobs) await scheduleLiveReminder(jobs, { bookingId: booking.id, liveId: id }, live.startAt);
    return { booked: true, bookings: await countBookings(db, id) };
  },
});

export const liveUnbook = defineRoute({
  input: ZBookingInput,
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiLiveBooking> => {
    const live = await requireLive(db, id);
    const removed = await db
      .delete(liveBookings)
      .where(and(eq(liveBookings.liveId, id), eq(liveBookings.userId, session.user.id)))
      .returning({ id: liveBookings.id });
    const jobs = getJobs();
    if (jobs) for (const b of removed) await cancelLiveReminder(jobs, b.id, live.startAt);
    return { booked: false, bookings: await countBookings(db, id) };
  },
});
