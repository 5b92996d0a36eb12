// Demo sign-ups, attendance and class staff for the demo accounts (accounts.ts), so that the personal
// centre and /training/attend have something to show:
// - 13800000000 signed up to a finished class (attended every session), an upcoming class with a fee
//   already paid, and the ongoing class that has a session open for check-in (trainings.ts);
// - 13800000002 signed up to an upcoming free class;
// - 13800000003 (a training centre, scope 3) organises every class; 13800000001 (a lecturer, scope 1)
//   teaches the chronic-disease classes and the ongoing one.
// Deterministic: everything follows from the content and `now`.
import { inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { trainingCheckins, trainingSignups, trainingStaff } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';
import { DEMO_USERS } from './accounts';
import type { SeedContent } from './content';
import { CITIES } from './data/regions';
import { TRAINING_COUNTS } from './trainings';
import { DAY_MS } from './text';

const LEARNER = '13800000000';
const SECOND_LEARNER = '13800000002';
const LECTURER = '13800000001';
const CENTRE = '13800000003';

type Training = SeedContent['trainings'][number];

/** The profile's region: a city's code (accounts.ts), or a name for rows written before it held codes. */
function regionCode(text: string): string {
  return CITIES.find((c) => c.code === text || text.startsWith(c.name))?.code ?? CITIES[0].code;
}

export async function seedTrainingSignups(tx: Tx, content: SeedContent, now: number): Promise<void> {
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users)
    .where(inArray(users.phone, [LEARNER, SECOND_LEARNER, LECTURER, CENTRE]));
  const idOf = new Map(rows.map((r) => [r.phone, r.id]));
  const at = new Date(now);
  const status = (t: Training) => trainingStatus({ startAt: t.startAt as Date, endAt: t.endAt as Date }, at);
  const hasSeat = (t: Training) => (t.seatsTaken ?? 0) < t.seatsTotal;

  const ongoing = content.trainings[TRAINING_COUNTS.signup];
  const finished = content.trainings.find((t) => status(t) === 'finished');
  const upcoming = content.trainings.filter((t) => status(t) === 'signup' && hasSeat(t));
  const paid = upcoming.find((t) => (t.feeFen ?? 0) > 0);
  const free = upcoming.find((t) => (t.feeFen ?? 0) === 0);

  const signupRows: (typeof trainingSignups.$inferInsert)[] = [];
  const add = (phone: string, t: Training | undefined, daysBeforeStart: number) => {
    const userId = idOf.get(phone);
    const profile = DEMO_USERS.find((u) => u.phone === phone);
    if (!userId || !profile || !t) return;
    const start = (t.startAt as Date).getTime();
    const createdAt = Math.min(now - DAY_MS, start - daysBeforeStart * DAY_MS);
    const feeFen = t.feeFen ?? 0;
    signupRows.push({
      trainingId: t.id, userId, status: 'confirmed', feeFen,
      name: profile.name ?? '', phone, workUnit: profile.workUnit ?? '', department: profile.department ?? '',
      jobTitle: profile.jobTitle ?? '', region: regionCode(profile.region ?? ''),
      createdAt: new Date(createdAt),
      // Confirmed with a fee: the academy has recorded the payment (a day after signing up), so it can be invoiced.
      paidAt: feeFen > 0 ? new Date(Math.min(now - 3_600_000, createdAt + DAY_MS)) : null,
    });
  };
  add(LEARNER, finished, 12);
  add(LEARNER, paid, 5);
  add(LEARNER, ongoing, 6);
  add(SECOND_LEARNER, free, 4);
  if (signupRows.length) await tx.insert(trainingSignups).values(signupRows);

  // Attendance: every session of the finished class; the ongoing class's sessions that have ended.
  const learnerId = idOf.get(LEARNER);
  if (learnerId) {
    const sessionRows = await tx.query.trainingSessions.findMany({
      where: (s, { inArray: within }) => within(s.trainingId, [finished?.id ?? 0, ongoing.id]),
    });
    const checkins = sessionRows
      .filter((s) => s.trainingId === finished?.id || s.endAt.getTime() < now)
      .map((s) => ({
        sessionId: s.id, userId: learnerId, method: 'code' as const,
        createdAt: new Date(s.startAt.getTime() - 10 * 60_000 + (s.id % 7) * 60_000),
      }));
    if (checkins.length) await tx.insert(trainingCheckins).values(checkins);
  }

  const staff: (typeof trainingStaff.$inferInsert)[] = [];
  const centreId = idOf.get(CENTRE);
  const lecturerId = idOf.get(LECTURER);
  for (const t of content.trainings) {
    if (centreId) staff.push({ trainingId: t.id, userId: centreId, role: 'organiser' });
    if (lecturerId && (t.project === 'chronic' || t.id === ongoing.id)) staff.push({ trainingId: t.id, userId: lecturerId, role: 'teacher' });
  }
  if (staff.length) await tx.insert(trainingStaff).values(staff);
}
