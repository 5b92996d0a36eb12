// training/signup/{id}: a logged-in user signs up with the form a class needs. The seat is taken in the
// same transaction as the sign-up row (docs/architecture.md §4), so concurrent sign-ups never oversell; a repeated
// submit finds the existing sign-up and changes nothing.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiSignupResult } from '@/contract/wire/training';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { signupForm } from '@/contract/forms/signup';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { findPublicTraining, findSignup, liveStatus } from './detail';
import { requireOption } from './options';
import { isSignupPeriod } from './rules';
import { trainingSignups, trainings } from './schema';
import { checkAnswers, zAnswers } from './answers';

/** The form (contract/forms/signup.ts) and the class from the path. */
export const ZSignupInput = signupForm.extend({ id: zId });

export const trainingSignup = defineRoute({
  input: ZSignupInput.extend({ answers: zAnswers }),
  auth: 'user',
  handler: async (input, { db, session }): Promise<ApiSignupResult> => {
    const now = new Date();
    const userId = session.user.id;
    const t = await findPublicTraining(db, input.id);
    const existing = await findSignup(db, t.id, userId);
    if (existing) return { status: liveStatus(existing.status), created: false };
    if (!isSignupPeriod(t, now)) throw new ApiError(Code.TrainingSignupClosed);
    await requireOption(db, 'region', input.region, '所在地区');
    const answers = checkAnswers(t.signupFields, input.answers);

    const status = t.feeFen > 0 ? 'pending' : 'confirmed';
    const form = {
      name: input.name, phone: input.phone, workUnit: input.workUnit, department: input.department,
      jobTitle: input.jobTitle, region: input.region, answers,
    };
    return withTransaction(db, async (tx) => {
      // The unique (user, class) index makes a concurrent second submit wait for the first here and
      // then insert nothing; a cancelled sign-up is taken up again.
      const inserted = await tx
        .insert(trainingSignups)
        .values({ trainingId: t.id, userId, status, feeFen: t.feeFen, ...form, createdAt: now })
        .onConflictDoUpdate({
          target: [trainingSignups.userId, trainingSignups.trainingId],
          // Taken up again, it starts over: a new review, no reason left from the last time.
          set: { status, feeFen: t.feeFen, ...form, createdAt: now, reviewedAt: null, reviewedBy: null, closedAs: null, closeReason: null },
          setWhere: eq(trainingSignups.status, 'cancelled'),
        })
        .returning({ id: trainingSignups.id });
      if (inserted.length === 0) {
        const [row] = await tx
          .select({ status: trainingSignups.status })
          .from(trainingSignups)
          .where(and(eq(trainingSignups.trainingId, t.id), eq(trainingSignups.userId, userId)));
        return { status: liveStatus(row.status), created: false };
      }
      // Check and take the seat in one statement; the row lock orders concurrent sign-ups.
      const taken = await tx
        .update(trainings)
        .set({ seatsTaken: sql`${trainings.seatsTaken} + 1` })
        .where(and(
          eq(trainings.id, t.id),
          lt(trainings.seatsTaken, trainings.seatsTotal),
          gt(trainings.signupEndAt, now),
          gt(trainings.endAt, now),
        ))
        .returning({ id: trainings.id });
      // Throwing rolls the sign-up row back with it.
      if (taken.length === 0) throw new ApiError(Code.TrainingFull);
      return { status, created: true };
    });
  },
});
