// "A live you booked is starting": the reminder messages of booked broadcasts (read in the personal
// centre's /user/message), and an SMS through the job queue. The job queue's live-reminder job
// (server/jobs/live-reminder.ts) sends them on time; the lazy sweep stays for a process without a
// queue: live/list and live/detail call remindLazily (at most once a minute per process), and live/book
// reminds a booking made inside the window at once. Each booking is reminded once: the UPDATE that sets remindedAt claims the rows, so two
// concurrent sweeps can never both write a message for the same booking.
import { and, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@/contract/time';
import { getEnv } from '@/contract/env';
import { withTransaction, type Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { createMessages } from '@/server/modules/message/create';
import { users } from '@/server/modules/passport/schema';
import { liveBookings, lives } from './schema';
import { log } from '@/server/log';

/** Bookings are reminded when their broadcast starts within this many minutes (or has started). */
export const REMINDER_LEAD_MINUTES = 15;
const SWEEP_EVERY_MS = 60_000;

/** Broadcasts whose reminders are due at `now`: starting within the lead time, or live and not yet over. */
function dueLives(now: Date, liveId?: number): SQL {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  // An unpublished broadcast sends no reminders: its page would answer 404.
  return and(lte(lives.startAt, horizon), gt(lives.endAt, now), eq(lives.isPublished, true), liveId ? eq(lives.id, liveId) : undefined) as SQL;
}

export function reminderMessage(live: { id: number; title: string; startAt: Date }, now: Date): { title: string; body: string } {
  const started = live.startAt <= now;
  const when = `${formatDateTime(toSeconds(live.startAt))}（北京时间）`;
  return {
    title: started ? '您预约的直播已开始' : '您预约的直播即将开始',
    body: `您预约的直播“${live.title}”${started ? `已于${when}开始` : `将于${when}开始`}，观看地址：/live/${live.id}`,
  };
}

/**
 * Writes one message per booking whose broadcast starts within REMINDER_LEAD_MINUTES (or is live now)
 * and that was not reminded yet; only the bookings of liveId when given. Returns how many were written.
 */
export async function sendDueLiveReminders(db: Db, now = new Date(), liveId?: number): Promise<number> {
  // A cheap read first, so a page view does not open a write transaction when nothing is due.
  const [pending] = await db
    .select({ id: liveBookings.id })
    .from(liveBookings)
    .innerJoin(lives, eq(lives.id, liveBookings.liveId))
    .where(and(isNull(liveBookings.remindedAt), dueLives(now, liveId)))
    .limit(1);
  if (!pending) return 0;

  const reminded = await withTransaction(db, async (tx) => {
    const due = tx.select({ id: lives.id }).from(lives).where(dueLives(now, liveId));
    const claimed = await tx
      .update(liveBookings)
      .set({ remindedAt: now })
      .where(and(isNull(liveBookings.remindedAt), inArray(liveBookings.liveId, due)))
      .returning({ id: liveBookings.id, userId: liveBookings.userId, liveId: liveBookings.liveId });
    if (!claimed.length) return [];
    const liveIds = [...new Set(claimed.map((c) => c.liveId))];
    const rows = await tx
      .select({ id: lives.id, title: lives.title, startAt: lives.startAt })
      .from(lives)
      .where(inArray(lives.id, liveIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const messages = claimed.map((c) => ({
      bookingId: c.id,
      userId: c.userId,
      at: now,
      link: `/live/${c.liveId}`,
      ...reminderMessage(byId.get(c.liveId)!, now),
    }));
    await createMessages(tx, messages);
    return messages;
  });
  await queueReminderSms(db, reminded);
  return reminded.length;
}

/**
 * The same reminder by SMS, through the job queue's retries. After the commit, never inside the
 * transaction: on PGlite the queue's own statement would wait for the transaction that waits for it.
 * Without a running queue (an external API, tests) only the site message is written.
 */
async function queueReminderSms(db: Db, reminded: { bookingId: number; userId: number; link: string; body: string }[]): Promise<void> {
  const { getJobs } = await import('@/server/jobs/current');
  const jobs = getJobs();
  if (!jobs || !reminded.length) return;
  try {
    const { queueSms } = await import('@/server/jobs/sms');
    const phones = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.id, reminded.map((r) => r.userId)));
    const phoneOf = new Map(phones.map((p) => [p.id, p.phone]));
    for (const r of reminded) {
      const phone = phoneOf.get(r.userId);
      // A text message is read outside the site: its link has to be absolute.
      const text = r.body.replace(r.link, new URL(r.link, getEnv().SITE_URL).toString());
      // params: the cloud providers' notice template (docs/product.md "SMS to the learner"), at most 6 characters each.
      if (phone) await queueSms(jobs, { phone, text, params: { item: '预约的直播', result: '即将开始' } }, `live-reminder:${r.bookingId}`);
    }
  } catch (err) {
    // The message is written; a lost SMS must not fail the booking or the page that swept.
    log.error({ err }, '[live] reminder SMS not queued');
  }
}

let lastSweepAt = 0;

/** The sweep for page views: at most once a minute per process, and never failing the page it serves. */
export async function remindLazily(db: Db, now = new Date()): Promise<void> {
  if (now.getTime() - lastSweepAt < SWEEP_EVERY_MS) return;
  lastSweepAt = now.getTime();
  try {
    await sendDueLiveReminders(db, now);
  } catch (err) {
    log.error({ err }, '[live] reminder sweep failed');
  }
}
