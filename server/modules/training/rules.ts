// The rules of sign-up and check-in, as pure functions of the rows and the time, so that the handlers,
// the pages' answers and the tests agree on them.
import type { ApiCheckinState } from '@/contract/wire/training';

/** Check-in opens this long before a session starts, and closes when it ends. */
export const CHECKIN_OPENS_BEFORE_MS = 30 * 60_000;

type SignupWindow = { signupEndAt: Date; endAt: Date; seatsTotal: number; seatsTaken: number };

/** Whether the sign-up period is open (before signupEndAt, and never once the class is over). */
export function isSignupPeriod(row: Pick<SignupWindow, 'signupEndAt' | 'endAt'>, now: Date): boolean {
  return now < row.signupEndAt && now < row.endAt;
}

/** Whether a sign-up would be accepted now: in the period, with a seat left. */
export function canSignup(row: SignupWindow, now: Date): boolean {
  return isSignupPeriod(row, now) && row.seatsTaken < row.seatsTotal;
}

/**
 * Whether a sign-up may still be withdrawn online: until the sign-up deadline and never once the class
 * has started (a rolling-admission class keeps taking sign-ups while it runs, but its attendees stay).
 */
export function isCancelPeriod(row: { signupEndAt: Date; startAt: Date }, now: Date): boolean {
  return now < row.signupEndAt && now < row.startAt;
}

/** Whether this sign-up can be cancelled by its owner now: in the period, and no fee received yet. */
export function canCancelSignup(
  row: { signupEndAt: Date; startAt: Date },
  signup: { status: string; paidAt: Date | null },
  now: Date,
): boolean {
  return signup.status !== 'cancelled' && signup.paidAt === null && isCancelPeriod(row, now);
}

export type CheckinWindow = 'early' | 'open' | 'closed';

export function checkinWindow(session: { startAt: Date; endAt: Date }, now: Date): CheckinWindow {
  if (now.getTime() < session.startAt.getTime() - CHECKIN_OPENS_BEFORE_MS) return 'early';
  return now < session.endAt ? 'open' : 'closed';
}

/** A learner's state for one session. */
export function checkinState(session: { startAt: Date; endAt: Date }, checkedIn: boolean, now: Date): ApiCheckinState {
  if (checkedIn) return 'done';
  const w = checkinWindow(session, now);
  return w === 'closed' ? 'missed' : w;
}

/**
 * Of the sessions whose code matched, the one a check-in is about: the open one, else the next to
 * open, else the latest closed (so that the answer says "too early" or "too late" about the right one).
 */
export function pickSession<S extends { startAt: Date; endAt: Date }>(sessions: S[], now: Date): S | undefined {
  const open = sessions.find((s) => checkinWindow(s, now) === 'open');
  if (open) return open;
  const early = sessions
    .filter((s) => checkinWindow(s, now) === 'early')
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  if (early.length) return early[0];
  return [...sessions].sort((a, b) => b.endAt.getTime() - a.endAt.getTime())[0];
}
