import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { freshTestDb } from '@/tests/api/test-db';
import { liveBookings, lives, messages, users } from '@/server/db/schema';
import { reminderMessage, sendDueLiveReminders } from './reminders';

const MIN = 60_000;

describe('sendDueLiveReminders', () => {
  const t = freshTestDb();
  let userA: number;
  let userB: number;
  let soon: typeof lives.$inferSelect;
  let later: typeof lives.$inferSelect;

  beforeAll(async () => {
    const made = await t.db
      .insert(users)
      .values([{ phone: '13700002001', name: '甲' }, { phone: '13700002002', name: '乙' }])
      .returning({ id: users.id });
    [userA, userB] = made.map((u) => u.id);
    // Seed lives 3 and 4 are the two soonest upcoming ones (days apart).
    [soon] = await t.db.select().from(lives).where(eq(lives.id, 3));
    [later] = await t.db.select().from(lives).where(eq(lives.id, 4));
    await t.db.insert(liveBookings).values([
      { liveId: soon.id, userId: userA },
      { liveId: soon.id, userId: userB },
      { liveId: later.id, userId: userA },
    ]);
  });

  const remindersOf = (userId: number) =>
    t.db.select().from(messages).where(and(eq(messages.userId, userId), like(messages.title, '%预约的直播%')));

  it('writes nothing while no booked broadcast is within 15 minutes', async () => {
    expect(await sendDueLiveReminders(t.db, new Date(soon.startAt.getTime() - 16 * MIN))).toBe(0);
    expect(await remindersOf(userA)).toHaveLength(0);
  });

  it('writes one message per booking of a broadcast starting within 15 minutes, once', async () => {
    const now = new Date(soon.startAt.getTime() - 10 * MIN);
    // Two sweeps at once: the claim on remindedAt lets only one of them write.
    const counts = await Promise.all([sendDueLiveReminders(t.db, now), sendDueLiveReminders(t.db, now)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await sendDueLiveReminders(t.db, new Date(now.getTime() + MIN))).toBe(0);
    const mine = await remindersOf(userA);
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe('您预约的直播即将开始');
    expect(mine[0].body).toContain(soon.title);
    expect(mine[0].body).toContain(`/live/${soon.id}`);
    expect(mine[0].readAt).toBeNull();
    expect(await remindersOf(userB)).toHaveLength(1);
  });

  it('still reminds a booking while the broadcast is live, but not after it ended', async () => {
    const during = new Date(later.startAt.getTime() + 5 * MIN);
    const afterEnd = new Date(later.endAt.getTime() + MIN);
    expect(await sendDueLiveReminders(t.db, afterEnd)).toBe(0);
    expect(await sendDueLiveReminders(t.db, during)).toBe(1);
    const mine = await remindersOf(userA);
    expect(mine.map((m) => m.title).sort()).toEqual(['您预约的直播已开始', '您预约的直播即将开始'].sort());
  });

  it('says the start time in China time', () => {
    const m = reminderMessage({ id: 3, title: '测试直播', startAt: new Date('2025-03-01T11:30:00Z') }, new Date('2025-03-01T11:20:00Z'));
    expect(m.body).toContain('2025-03-01 19:30（北京时间）');
  });
});
