// Rosters for the training centres of the demo accounts (/user/training, /user/course): the seeded
// competition entrants (data/cases.ts) sign up to a few classes that 13800000003 organises and
// 13800000001 teaches (training-signups.ts), with attendance; and they study the courses that
// 13800000002's organisation runs (course_staff). Deterministic: everything follows from the content
// and `now`; classes the training tests use for their own sign-ups are left alone.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { courseEnrolments, videoProgress } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingCheckins, trainingSessions, trainingSignups } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';
import { courseStaff } from '@/server/modules/user/course/schema';
import type { SeedContent } from './content';
import { ENTRANTS } from './data/cases';
import { CITIES } from './data/regions';
import { TRAINING_COUNTS } from './trainings';
import { DAY_MS, HOUR_MS } from './text';
import { lessonsInOrder, progressRow } from './lessons';

/** The organisation of 13800000002 (开封市基层卫生培训中心) runs these courses. */
export const ORG_COURSES = [5, 26, 10, 12, 18] as const;
const ORG_ADMIN = '13800000002';

type Training = SeedContent['trainings'][number];

async function entrantIds(tx: Tx): Promise<{ id: number; phone: string }[]> {
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, ENTRANTS.map((e) => e.phone)));
  const order = new Map(ENTRANTS.map((e, i) => [e.phone, i]));
  return rows.sort((a, b) => order.get(a.phone)! - order.get(b.phone)!);
}

async function seedRosters(tx: Tx, content: SeedContent, now: number, entrants: { id: number; phone: string }[]) {
  const at = new Date(now);
  const status = (t: Training) => trainingStatus({ startAt: t.startAt as Date, endAt: t.endAt as Date }, at);
  // The ongoing class that takes check-ins now, the first finished class, and the last upcoming one.
  const ongoing = content.trainings[TRAINING_COUNTS.signup];
  const finished = content.trainings.find((t) => status(t) === 'finished');
  const upcoming = content.trainings[TRAINING_COUNTS.signup - 1];
  const plan: [Training | undefined, number][] = [[ongoing, 10], [finished, 8], [upcoming, 6]];

  const signups: (typeof trainingSignups.$inferInsert)[] = [];
  for (const [t, n] of plan) {
    if (!t) continue;
    const start = (t.startAt as Date).getTime();
    entrants.slice(0, n).forEach(({ id, phone }, i) => {
      const who = ENTRANTS.find((e) => e.phone === phone)!;
      // A fee may still be owed by the last ones to sign up for the upcoming class.
      const pending = t === upcoming && (t.feeFen ?? 0) > 0 && i >= n - 2;
      signups.push({
        trainingId: t.id, userId: id, status: pending ? 'pending' : 'confirmed', feeFen: t.feeFen ?? 0,
        name: who.name, phone, workUnit: who.workUnit, department: who.department,
        jobTitle: who.professionalTitle.includes('护') ? '护士' : '临床医生',
        region: CITIES[i % CITIES.length].code,
        createdAt: new Date(Math.min(now - HOUR_MS, start - (14 - i) * DAY_MS)),
      });
    });
  }
  if (signups.length) await tx.insert(trainingSignups).values(signups);

  // Attendance: sessions that have ended; every fourth learner missed one, so absences show.
  const ids = plan.map(([t]) => t?.id).filter((id): id is number => id !== undefined);
  const sessions = await tx.select().from(trainingSessions).where(inArray(trainingSessions.trainingId, ids)).orderBy(asc(trainingSessions.startAt));
  const checkins: (typeof trainingCheckins.$inferInsert)[] = [];
  for (const s of signups) {
    const own = sessions.filter((x) => x.trainingId === s.trainingId && x.endAt.getTime() < now);
    const learnerNo = entrants.findIndex((e) => e.id === s.userId);
    own.forEach((x, k) => {
      if (learnerNo % 4 === 3 && k === learnerNo % own.length) return;
      checkins.push({
        sessionId: x.id, userId: s.userId!, method: k % 3 === 2 ? 'scan' : 'code',
        createdAt: new Date(x.startAt.getTime() - 20 * 60_000 + ((learnerNo * 3) % 25) * 60_000),
      });
    });
  }
  if (checkins.length) await tx.insert(trainingCheckins).values(checkins);
}

async function seedCourseLearners(tx: Tx, now: number, entrants: { id: number; phone: string }[]) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, ORG_ADMIN)).limit(1);
  if (!admin) return;
  await tx.insert(courseStaff).values(ORG_COURSES.map((courseId, i) => ({ courseId, userId: admin.id, createdAt: new Date(now - (200 - i) * DAY_MS) })));
  const enrolments: (typeof courseEnrolments.$inferInsert)[] = [];
  const progress: (typeof videoProgress.$inferInsert)[] = [];
  for (const [c, courseId] of ORG_COURSES.entries()) {
    const videos = await lessonsInOrder(tx, courseId);
    // Each course its own share of learners, each learner their own pace: some done, some half-way.
    const learners = entrants.filter((_, i) => (i + c) % 3 !== 0);
    learners.forEach(({ id }, k) => {
      const enrolledAt = now - (40 - k * 2 - c) * DAY_MS;
      enrolments.push({ courseId, userId: id, createdAt: new Date(enrolledAt) });
      const done = (k + c) % 4 === 0 ? videos.length : Math.min(videos.length, (k * 2 + c) % (videos.length + 1));
      videos.slice(0, done).forEach((v, i) => {
        progress.push(progressRow(v, id, v.durationSeconds, true, new Date(Math.min(now - HOUR_MS, enrolledAt + (i + 1) * DAY_MS))));
      });
    });
  }
  if (enrolments.length) await tx.insert(courseEnrolments).values(enrolments).onConflictDoNothing();
  if (progress.length) await tx.insert(videoProgress).values(progress).onConflictDoNothing();
}

export async function seedScopeRosters(tx: Tx, content: SeedContent, now: number): Promise<void> {
  const entrants = await entrantIds(tx);
  if (entrants.length === 0) return;
  await seedRosters(tx, content, now, entrants);
  await seedCourseLearners(tx, now, entrants);
}
