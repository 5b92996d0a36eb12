// Helpers for the training API tests: users with a session cookie without going through SMS, and
// rows put at times relative to now.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { createSession } from '@/server/http/session';
import { users } from '@/server/modules/passport/schema';
import { trainingSessions, trainings } from './schema';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let phoneSeq = 0;

/** A new user (or the existing one with that phone) and a session cookie for them. */
export async function userWithCookie(db: Db, opts: { phone?: string; scope?: number; name?: string } = {}) {
  const phone = opts.phone ?? `1990${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  let [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) {
    [user] = await db.insert(users).values({ phone, scope: opts.scope ?? 0, name: opts.name ?? '测试学员' }).returning();
  }
  const token = await createSession(db, user.id);
  return { user, cookie: `med_sid=${token}` };
}

/** A valid sign-up form. */
export function signupForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: '测试学员', phone: '13911112222', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '全科医生',
    region: '410100', ...overrides,
  };
}

/** Opens class `id` for sign-up: starts in 10 days, sign-up until 8 days, with `seatsLeft` seats. */
export async function openForSignup(db: Db, id: number, seatsLeft: number, seatsTotal = 50): Promise<void> {
  const now = Date.now();
  await db
    .update(trainings)
    .set({
      seatsTotal, seatsTaken: seatsTotal - seatsLeft, signupEndAt: new Date(now + 8 * DAY),
      startAt: new Date(now + 10 * DAY), endAt: new Date(now + 12 * DAY),
    })
    .where(eq(trainings.id, id));
}

/** A session of class `id` from `startOffset` to `endOffset` ms around now, with `code`. */
export async function addSession(db: Db, id: number, startOffset: number, endOffset: number, code: string) {
  const now = Date.now();
  const [row] = await db
    .insert(trainingSessions)
    .values({
      trainingId: id, title: `测试课程${code}`, teacher: '测试老师', location: '测试教室',
      startAt: new Date(now + startOffset), endAt: new Date(now + endOffset), checkinCode: code,
    })
    .returning();
  return row;
}
