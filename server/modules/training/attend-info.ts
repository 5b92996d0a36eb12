// training/attendInfo: what /training/attend shows. For a learner, the sessions of their classes that
// run about now (from a day before to two weeks ahead) with their check-in state; for staff (scope 1
// or 3), the sessions of the classes they run from twelve hours ago to a day ahead, with the check-in
// code to show at the venue and how many have checked in.
import { and, asc, count, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { ApiAttendInfo } from '@/contract/wire/training';
import type { Db } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import type { SessionUser } from '@/server/http/session';
import { toSeconds } from '@/server/modules/common/time';
import { checkinState, checkinWindow } from './rules';
import { trainingCheckins, trainingSessions, trainingSignups, trainingStaff, trainings } from './schema';
import { STAFF_SCOPES } from './scan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function mySessions(db: Db, userId: number, now: Date): Promise<ApiAttendInfo['mine']> {
  const rows = await db
    .select({ trainingTitle: trainings.title, session: trainingSessions })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .innerJoin(trainingSessions, eq(trainingSessions.trainingId, trainings.id))
    .where(and(
      eq(trainingSignups.userId, userId),
      ne(trainingSignups.status, 'cancelled'),
      gt(trainings.endAt, new Date(now.getTime() - DAY)),
      lt(trainings.startAt, new Date(now.getTime() + 14 * DAY)),
    ))
    .orderBy(asc(trainings.startAt), asc(trainings.id), asc(trainingSessions.startAt), asc(trainingSessions.id))
    .limit(200);
  const ids = rows.map((r) => r.session.id);
  const done = ids.length
    ? await db
        .select({ sessionId: trainingCheckins.sessionId, at: trainingCheckins.createdAt })
        .from(trainingCheckins)
        .where(and(eq(trainingCheckins.userId, userId), inArray(trainingCheckins.sessionId, ids)))
    : [];
  const doneAt = new Map(done.map((d) => [d.sessionId, d.at]));

  const byClass = new Map<number, ApiAttendInfo['mine'][number]>();
  for (const { trainingTitle, session: s } of rows) {
    let entry = byClass.get(s.trainingId);
    if (!entry) byClass.set(s.trainingId, (entry = { trainingId: s.trainingId, trainingTitle, sessions: [] }));
    const at = doneAt.get(s.id);
    entry.sessions.push({
      id: s.id, title: s.title, teacher: s.teacher, location: s.location,
      startAt: toSeconds(s.startAt), endAt: toSeconds(s.endAt),
      state: checkinState(s, Boolean(at), now), checkedInAt: at ? toSeconds(at) : null,
    });
  }
  return [...byClass.values()];
}

async function staffSessions(db: Db, user: SessionUser, now: Date): Promise<ApiAttendInfo['staff']> {
  if (!STAFF_SCOPES.includes(user.scope)) return null;
  const runs = await db.select({ id: trainingStaff.trainingId }).from(trainingStaff).where(eq(trainingStaff.userId, user.id));
  if (runs.length === 0) return null;
  const classIds = runs.map((r) => r.id);
  const rows = await db
    .select({ trainingTitle: trainings.title, session: trainingSessions })
    .from(trainingSessions)
    .innerJoin(trainings, eq(trainings.id, trainingSessions.trainingId))
    .where(and(
      inArray(trainingSessions.trainingId, classIds),
      gt(trainingSessions.endAt, new Date(now.getTime() - 12 * HOUR)),
      lt(trainingSessions.startAt, new Date(now.getTime() + DAY)),
    ))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id))
    .limit(50);
  const out: NonNullable<ApiAttendInfo['staff']> = [];
  for (const { trainingTitle, session: s } of rows) {
    const [{ checkedIn }] = await db.select({ checkedIn: count() }).from(trainingCheckins).where(eq(trainingCheckins.sessionId, s.id));
    const [{ signedUp }] = await db
      .select({ signedUp: count() })
      .from(trainingSignups)
      .where(and(eq(trainingSignups.trainingId, s.trainingId), ne(trainingSignups.status, 'cancelled')));
    out.push({
      trainingId: s.trainingId, trainingTitle, sessionId: s.id, title: s.title,
      startAt: toSeconds(s.startAt), endAt: toSeconds(s.endAt), open: checkinWindow(s, now) === 'open', window: checkinWindow(s, now),
      checkinCode: s.checkinCode, checkedIn, signedUp,
    });
  }
  return out;
}

export const trainingAttendInfo = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session: { user } }): Promise<ApiAttendInfo> => {
    const now = new Date();
    return { mine: await mySessions(db, user.id, now), staff: await staffSessions(db, user, now) };
  },
});
