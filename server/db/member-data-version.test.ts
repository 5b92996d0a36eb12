// users.data_version (migration 0017; docs/architecture.md §5 "Members' own pages"): every write to a member's row or
// to a row of theirs that their own pages show gives it a new value, by trigger, whoever writes; nobody else's moves.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshTestDb } from '@/tests/api/test-db';
import {
  certificates, courseEnrolments, courseVideos, messages, trainingCheckins, trainingSessions, trainingSignups, users, videoProgress,
} from '@/server/db/schema';

describe('users.data_version', () => {
  const t = freshTestDb();

  async function versions(): Promise<Map<number, number>> {
    const rows = await t.db.select({ id: users.id, v: users.dataVersion }).from(users);
    return new Map(rows.map((r) => [r.id, r.v]));
  }

  /** Runs write and returns the ids of the users whose version changed. */
  async function moved(write: () => Promise<unknown>): Promise<number[]> {
    const before = await versions();
    await write();
    const after = await versions();
    return [...after].filter(([id, v]) => before.get(id) !== v).map(([id]) => id).sort((a, b) => a - b);
  }

  let phones = 100;
  const signupForm = { name: '甲', phone: '13700000000', workUnit: '省人民医院', department: '内科', jobTitle: '医师', region: 'hangzhou' };
  async function twoMembers() {
    const [a] = await t.db.insert(users).values({ phone: `137000${phones++}`.padEnd(11, '0'), name: '甲' }).returning();
    const [b] = await t.db.insert(users).values({ phone: `137000${phones++}`.padEnd(11, '0'), name: '乙' }).returning();
    return { a: a.id, b: b.id };
  }

  it('moves with the member’s own row and never repeats a value', async () => {
    const { a } = await twoMembers();
    const seen = new Set<number>();
    for (const name of ['丙', '丁', '丙']) {
      expect(await moved(() => t.db.update(users).set({ name }).where(eq(users.id, a)))).toEqual([a]);
      const [row] = await t.db.select({ v: users.dataVersion }).from(users).where(eq(users.id, a));
      expect(seen.has(row.v)).toBe(false);
      seen.add(row.v);
    }
    // A points change made by the database function of the gift shop counts too.
    expect(await moved(() => t.db.execute(sql`select * from points_change(${a}, 5, 'test', 'dv-1', '', now())`))).toEqual([a]);
  });

  it('moves with the member’s messages, sign-ups, check-ins, enrolments, lesson progress and certificates, and only theirs', async () => {
    const { a, b } = await twoMembers();
    const [msg] = await t.db.insert(messages).values({ userId: a, title: '通知', body: '内容' }).returning();
    expect(await moved(() => t.db.update(messages).set({ readAt: new Date() }).where(eq(messages.id, msg.id)))).toEqual([a]);
    expect(await moved(() => t.db.delete(messages).where(eq(messages.id, msg.id)))).toEqual([a]);
    expect(await moved(() => t.db.insert(messages).values({ userId: b, title: '通知', body: '内容' }))).toEqual([b]);

    const [session] = await t.db.select().from(trainingSessions).limit(1);
    expect(await moved(() => t.db.insert(trainingSignups).values({ userId: a, trainingId: session.trainingId, status: 'pending', ...signupForm }))).toEqual([a]);
    expect(await moved(() => t.db.update(trainingSignups).set({ status: 'confirmed' }).where(eq(trainingSignups.userId, a)))).toEqual([a]);
    expect(await moved(() => t.db.insert(trainingCheckins).values({ userId: a, sessionId: session.id }))).toEqual([a]);

    const [video] = await t.db.select().from(courseVideos).limit(1);
    expect(await moved(() => t.db.insert(courseEnrolments).values({ userId: a, courseId: video.courseId }))).toEqual([a]);
    expect(await moved(() => t.db.insert(videoProgress).values({ userId: a, videoId: video.id, positionSeconds: 30 }))).toEqual([a]);
    expect(await moved(() => t.db.update(videoProgress).set({ positionSeconds: 60 }).where(eq(videoProgress.userId, a)))).toEqual([a]);

    const [cert] = await t.db.select().from(certificates).limit(1);
    const copy = { ...cert, id: undefined };
    expect(await moved(() => t.db.insert(certificates).values({ ...copy, userId: b, number: 'DV00-0000-0000-0001', refId: 999_001 }))).toEqual([b]);
    expect(await moved(() => t.db.update(certificates).set({ status: 'revoked' }).where(eq(certificates.number, 'DV00-0000-0000-0001')))).toEqual([b]);
    // A row handed from one member to another: both.
    expect(await moved(() => t.db.update(certificates).set({ userId: a }).where(eq(certificates.number, 'DV00-0000-0000-0001')))).toEqual([a, b]);
  });

  it('does not move for a write that is not the member’s (a class’s own row)', async () => {
    const [session] = await t.db.select().from(trainingSessions).limit(1);
    expect(await moved(() => t.db.update(trainingSessions).set({ title: '第一讲（改）' }).where(eq(trainingSessions.id, session.id)))).toEqual([]);
  });
});
