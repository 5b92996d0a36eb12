// training/scan: staff at the venue scan (or type) a learner's e-ticket to check them in to the
// session open now. Only users of scope 1 or 3 who run or teach the ticket's class may; for anyone
// else a real ticket answers exactly as a forged one does.
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCheckinResult } from '@/contract/wire/training';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import type { IssueClassCertificates } from './certificates';
import { checkIn } from './checkin';
import { findTraining, listSessions } from './detail';
import { pickSession } from './rules';
import { trainingSignups, trainingStaff } from './schema';
import { extractTicket, readTicket } from './ticket';

/** docs/product.md §6: scope 1 (lecturers) and 3 (training centres) have a training centre of their own. */
export const STAFF_SCOPES: readonly number[] = [1, 3];

/** The route; the route table passes exam's issueClassCertificates (training/certificates.ts says why). */
export const trainingScan = (issueCertificates: IssueClassCertificates) => defineRoute({
  input: z.object({ ticket: z.string().max(300, '电子票不正确').transform(extractTicket) }),
  auth: 'user',
  rateLimit: { name: 'training-scan', limit: () => 600, windowSeconds: 600 },
  handler: async ({ ticket }, { db, session: { user } }): Promise<ApiCheckinResult> => {
    const now = new Date();
    if (!STAFF_SCOPES.includes(user.scope)) throw new ApiError(Code.Forbidden, '只有培训班的组织者和授课老师可以扫码签到');
    const signupId = await readTicket(db, ticket);
    if (signupId === null) throw new ApiError(Code.TicketInvalid);
    const [signup] = await db
      .select()
      .from(trainingSignups)
      .innerJoin(trainingStaff, and(eq(trainingStaff.trainingId, trainingSignups.trainingId), eq(trainingStaff.userId, user.id)))
      .where(and(eq(trainingSignups.id, signupId), ne(trainingSignups.status, 'cancelled')))
      .limit(1);
    if (!signup) throw new ApiError(Code.TicketInvalid);
    const { training_signups: s } = signup;
    const t = await findTraining(db, s.trainingId);
    const session = pickSession(await listSessions(db, t.id), now);
    if (!session) throw new ApiError(Code.CheckinNoSession);
    return checkIn(
      db,
      session,
      { userId: s.userId, learner: s.name, trainingId: t.id, trainingTitle: t.title },
      { method: 'scan', scannedBy: user.id },
      now,
      issueCertificates,
    );
  },
});
