// Work waiting in the sign-up and payment queues on a fresh clone (docs/product.md "Sign-ups and fees in the
// console"), for the demo learners of README: 王芳 (13800000002) has a paid class's sign-up waiting for the
// registrar's review; 张晓明 (13800000000) has one the registrar approved (周教务, a day ago) whose fee finance
// has still to confirm. Then every fee of the seeded rows gets its payment row, by the rule migration 0010
// used for the rows that existed before the table: a paid course enrolment (owed or paid), a confirmed paid
// sign-up (paid) and an approved unpaid one (owed). Runs after everything else that writes sign-ups or fees.
import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { DEMO_USERS } from './accounts';
import { CITIES } from './data/regions';
import { DAY_MS } from './text';

const REVIEWER = '13900000003';

async function userId(tx: Db, phone: string): Promise<number | undefined> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]?.id;
}

/** A sign-up of the demo learner to an upcoming paid class they have none for, holding its seat. */
async function signUp(tx: Db, phone: string, now: number, reviewedBy: number | null): Promise<void> {
  const id = await userId(tx, phone);
  const profile = DEMO_USERS.find((u) => u.phone === phone);
  if (!id || !profile) return;
  const mine = tx.select({ id: trainingSignups.trainingId }).from(trainingSignups).where(eq(trainingSignups.userId, id));
  const [t] = await tx.select().from(trainings)
    .where(and(
      eq(trainings.isPublished, true), gt(trainings.feeFen, 0), gt(trainings.signupEndAt, new Date(now)),
      sql`${trainings.seatsTaken} < ${trainings.seatsTotal}`, notInArray(trainings.id, mine),
    ))
    .orderBy(asc(trainings.startAt), asc(trainings.id)).limit(1);
  if (!t) return;
  await tx.insert(trainingSignups).values({
    trainingId: t.id, userId: id, status: 'pending', feeFen: t.feeFen,
    name: profile.name ?? '', phone, workUnit: profile.workUnit ?? '', department: profile.department ?? '',
    jobTitle: profile.jobTitle ?? '', region: profile.region ?? CITIES[0].code,
    createdAt: new Date(now - 2 * DAY_MS),
    ...(reviewedBy ? { reviewedAt: new Date(now - DAY_MS), reviewedBy } : {}),
  });
  await tx.update(trainings).set({ seatsTaken: sql`${trainings.seatsTaken} + 1` }).where(eq(trainings.id, t.id));
}

export async function seedPaymentQueues(db: Db, now: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await signUp(tx, '13800000002', now, null);
    await signUp(tx, '13800000000', now, (await userId(tx, REVIEWER)) ?? null);
    await tx.execute(sql`insert into payments (kind, ref_id, user_id, status, amount_fen, paid_fen, paid_at, created_at)
      select 'course', id, user_id, case when paid_at is null then 'pending' else 'paid' end, fee_fen,
        case when paid_at is null then null else fee_fen end, paid_at, created_at
      from course_enrolments where fee_fen > 0
      union all
      select 'training', id, user_id, case when status = 'confirmed' then 'paid' else 'pending' end, fee_fen,
        case when status = 'confirmed' then fee_fen else null end,
        case when status = 'confirmed' then coalesce(paid_at, created_at) else null end, coalesce(reviewed_at, created_at)
      from training_signups where fee_fen > 0 and (status = 'confirmed' or (status = 'pending' and reviewed_at is not null))
      on conflict (kind, ref_id) do nothing`);
  });
}
