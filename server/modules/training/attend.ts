// training/attend: a signed-up learner checks in by typing the code shown at the venue for the
// session. The code is looked up only among the sessions of the learner's own classes.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCheckinResult } from '@/contract/wire/training';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { hitRateLimit } from '@/server/http/rate-limit';
import type { IssueClassCertificates } from './certificates';
import { checkIn } from './checkin';
import { pickSession } from './rules';
import { trainingSessions, trainingSignups, trainings } from './schema';

/** Tries per learner in ten minutes: enough for typos, too few to walk through six-digit codes. */
const TRIES_PER_USER = 20;

/** The route; the route table passes exam's issueClassCertificates (training/certificates.ts says why). */
export const trainingAttend = (issueCertificates: IssueClassCertificates) => defineRoute({
  input: z.object({
    code: z
      .string()
      .max(32, '签到码不正确')
      .transform((s) => s.replace(/\s/g, ''))
      .refine((s) => /^\d{4,12}$/.test(s), '请输入签到码（数字）'),
  }),
  auth: 'user',
  rateLimit: { name: 'training-attend', limit: () => 600, windowSeconds: 600 },
  handler: async ({ code }, { db, session: { user } }): Promise<ApiCheckinResult> => {
    const now = new Date();
    if (!(await hitRateLimit(db, { key: `training-attend-user:${user.id}`, limit: TRIES_PER_USER, windowSeconds: 600 }))) {
      throw new ApiError(Code.TooManyRequests, '签到尝试过于频繁，请10分钟后再试');
    }
    const mine = await db
      .select({ trainingId: trainingSignups.trainingId, name: trainingSignups.name, title: trainings.title })
      .from(trainingSignups)
      .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
      .where(and(eq(trainingSignups.userId, user.id), ne(trainingSignups.status, 'cancelled')));
    if (mine.length === 0) throw new ApiError(Code.CheckinNotSignedUp);

    const matches = await db
      .select()
      .from(trainingSessions)
      .where(and(inArray(trainingSessions.trainingId, mine.map((m) => m.trainingId)), eq(trainingSessions.checkinCode, code)));
    const session = pickSession(matches, now);
    if (!session) throw new ApiError(Code.CheckinCodeWrong);
    const signup = mine.find((m) => m.trainingId === session.trainingId)!;
    return checkIn(
      db,
      session,
      { userId: user.id, learner: signup.name, trainingId: signup.trainingId, trainingTitle: signup.title },
      { method: 'code', scannedBy: null },
      now,
      issueCertificates,
    );
  },
});
