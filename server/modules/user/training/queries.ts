// The training centre's queries: which classes a user runs or teaches (training_staff), and a class's
// roster with its attendance. Reuses the training module's tables, rules and status.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiRoster, ApiStaffClass, ApiStaffRole } from '@/contract/wire/user-training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { options } from '@/server/modules/common/schema';
import { toSeconds } from '@/server/modules/common/time';
import { maskPhone } from '@/server/modules/passport/phone';
import { listSessions } from '@/server/modules/training/detail';
import { checkinWindow } from '@/server/modules/training/rules';
import { trainingCheckins, trainingSessions, trainingSignups, trainingStaff, trainings } from '@/server/modules/training/schema';
import { signupStage } from '@/server/modules/training/stage';
import { statusCondition, trainingStatus, type TrainingStatus } from '@/server/modules/training/status';

/** Region labels by value (dictionary 'region'); a lost value shows as itself. */
export async function regionLabels(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ value: options.value, label: options.label }).from(options).where(eq(options.name, 'region'));
  return new Map(rows.map((r) => [r.value, r.label]));
}

/**
 * The class and this user's role in it. A class the user does not run answers exactly as one that does
 * not exist (docs/security.md: not yours = does not exist).
 */
export async function findStaffClass(db: Db, trainingId: number, userId: number) {
  const [row] = await db
    .select({ training: trainings, role: trainingStaff.role })
    .from(trainingStaff)
    .innerJoin(trainings, eq(trainings.id, trainingStaff.trainingId))
    .where(and(eq(trainingStaff.trainingId, trainingId), eq(trainingStaff.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(Code.NotFound, '培训班不存在，或您不是它的组织者或授课老师');
  return row;
}

const liveSignups = (trainingId: number) => and(eq(trainingSignups.trainingId, trainingId), ne(trainingSignups.status, 'cancelled'));

export async function listStaffClasses(
  db: Db,
  userId: number,
  status: TrainingStatus | undefined,
  window: { offset: number; limit: number },
  now: Date,
): Promise<{ list: ApiStaffClass[]; total: number }> {
  const where: SQL[] = [eq(trainingStaff.userId, userId)];
  if (status) where.push(statusCondition(status, now));
  const cond = and(...where);
  const rows = await db
    .select({ t: trainings, role: trainingStaff.role })
    .from(trainingStaff)
    .innerJoin(trainings, eq(trainings.id, trainingStaff.trainingId))
    .where(cond)
    // Ongoing first, then upcoming (soonest first), then finished (latest first).
    .orderBy(
      sql`case when ${trainings.startAt} <= ${now} and ${trainings.endAt} > ${now} then 0 when ${trainings.startAt} > ${now} then 1 else 2 end`,
      sql`case when ${trainings.endAt} > ${now} then ${trainings.startAt} end asc nulls last`,
      desc(trainings.endAt),
      asc(trainings.id),
    )
    .offset(window.offset)
    .limit(window.limit);
  const [{ n }] = await db
    .select({ n: count() })
    .from(trainingStaff)
    .innerJoin(trainings, eq(trainings.id, trainingStaff.trainingId))
    .where(cond);
  const ids = rows.map((r) => r.t.id);
  const signed = ids.length
    ? await db
        .select({ id: trainingSignups.trainingId, n: count() })
        .from(trainingSignups)
        .where(and(inArray(trainingSignups.trainingId, ids), ne(trainingSignups.status, 'cancelled')))
        .groupBy(trainingSignups.trainingId)
    : [];
  const sessions = ids.length
    ? await db
        .select({ id: trainingSessions.trainingId, n: count() })
        .from(trainingSessions)
        .where(inArray(trainingSessions.trainingId, ids))
        .groupBy(trainingSessions.trainingId)
    : [];
  const signedBy = new Map(signed.map((r) => [r.id, r.n]));
  const sessionsBy = new Map(sessions.map((r) => [r.id, r.n]));
  const regions = await regionLabels(db);
  return {
    total: n,
    list: rows.map(({ t, role }) => ({
      id: t.id,
      title: t.title,
      role,
      status: trainingStatus(t, now),
      startAt: toSeconds(t.startAt),
      endAt: toSeconds(t.endAt),
      region: regions.get(t.region) ?? t.region,
      signedUp: signedBy.get(t.id) ?? 0,
      seatsTotal: t.seatsTotal,
      sessions: sessionsBy.get(t.id) ?? 0,
    })),
  };
}

/** Everything the roster screen and its CSV show. */
export async function loadRoster(db: Db, trainingId: number, userId: number, now: Date): Promise<ApiRoster> {
  const { training: t, role } = await findStaffClass(db, trainingId, userId);
  const sessions = await listSessions(db, trainingId);
  const signups = await db
    .select()
    .from(trainingSignups)
    .where(liveSignups(trainingId))
    .orderBy(asc(trainingSignups.createdAt), asc(trainingSignups.id));
  const checkins = sessions.length
    ? await db
        .select({ sessionId: trainingCheckins.sessionId, userId: trainingCheckins.userId })
        .from(trainingCheckins)
        .where(inArray(trainingCheckins.sessionId, sessions.map((s) => s.id)))
    : [];
  const signedUpUsers = new Set(signups.map((s) => s.userId));
  const attendedBy = new Map<number, number[]>();
  const checkedIn = new Map<number, number>();
  for (const c of checkins) {
    // A check-in of someone whose sign-up was cancelled since does not count on this roster.
    if (!signedUpUsers.has(c.userId)) continue;
    attendedBy.set(c.userId, [...(attendedBy.get(c.userId) ?? []), c.sessionId]);
    checkedIn.set(c.sessionId, (checkedIn.get(c.sessionId) ?? 0) + 1);
  }
  const regions = await regionLabels(db);
  const order = new Map(sessions.map((s, i) => [s.id, i]));
  return {
    training: {
      id: t.id, title: t.title, status: trainingStatus(t, now), role: role as ApiStaffRole,
      startAt: toSeconds(t.startAt), endAt: toSeconds(t.endAt), seatsTotal: t.seatsTotal,
    },
    sessions: sessions.map((s) => ({
      id: s.id, title: s.title, teacher: s.teacher, location: s.location,
      startAt: toSeconds(s.startAt), endAt: toSeconds(s.endAt), checkinCode: s.checkinCode,
      open: checkinWindow(s, now) === 'open', checkedIn: checkedIn.get(s.id) ?? 0,
    })),
    learners: signups.map((s) => ({
      signupId: s.id,
      name: s.name,
      // Teachers see enough to recognise a learner; the organiser, who calls them, sees the number.
      phone: role === 'organiser' ? s.phone : maskPhone(s.phone),
      workUnit: s.workUnit,
      department: s.department,
      jobTitle: s.jobTitle,
      region: regions.get(s.region) ?? s.region,
      status: s.status === 'pending' ? 'pending' : 'confirmed',
      // A pending sign-up may wait for the registrar's review or for its fee: the stage tells them apart.
      stage: signupStage(s),
      signedUpAt: toSeconds(s.createdAt),
      attended: (attendedBy.get(s.userId) ?? []).sort((a, b) => order.get(a)! - order.get(b)!),
    })),
    csvUrl: `/api/med/user/training/roster/${t.id}/csv`,
  };
}
