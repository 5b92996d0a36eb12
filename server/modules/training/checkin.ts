// Writing one check-in, and choosing the session a check-in is about. Shared by the learner's code
// check-in (attend.ts) and the staff's ticket scan (scan.ts); both get the class certificate rule, with
// its test condition, from the route table (training/certificates.ts says why).
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { formatDate } from '@/contract/time';
import type { ApiCheckinResult } from '@/contract/wire/training';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import type { IssueClassCertificates } from './certificates';
import { toSeconds } from '@/server/modules/common/time';
import { CHECKIN_OPENS_BEFORE_MS, checkinWindow } from './rules';
import { trainingCheckins, type CheckinMethod } from './schema';

type SessionRow = { id: number; title: string; startAt: Date; endAt: Date };
type Who = { userId: number; learner: string; trainingId: number; trainingTitle: string };

async function existingCheckin(db: Db, sessionId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: trainingCheckins.createdAt })
    .from(trainingCheckins)
    .where(and(eq(trainingCheckins.sessionId, sessionId), eq(trainingCheckins.userId, userId)));
  return row?.at;
}

/**
 * Checks the learner in to the session when its window is open. A repeated check-in (even after the
 * session closed) answers the first one and writes nothing; early and late ones get their own codes.
 */
export async function checkIn(
  db: Db,
  session: SessionRow,
  who: Who,
  how: { method: CheckinMethod; scannedBy: number | null },
  now: Date,
  issueCertificates: IssueClassCertificates,
): Promise<ApiCheckinResult> {
  const result = (repeated: boolean, at: Date): ApiCheckinResult => ({
    repeated, checkedInAt: toSeconds(at), trainingId: who.trainingId, trainingTitle: who.trainingTitle,
    sessionId: session.id, sessionTitle: session.title, learner: who.learner,
  });
  const before = await existingCheckin(db, session.id, who.userId);
  if (before) return result(true, before);

  const window = checkinWindow(session, now);
  if (window === 'early') {
    const opens = new Date(session.startAt.getTime() - CHECKIN_OPENS_BEFORE_MS);
    throw new ApiError(Code.CheckinTooEarly, `“${session.title}”的签到将于${formatDate(toSeconds(opens), 'M月D日 HH:mm')}开始（课程开始前30分钟）`);
  }
  if (window === 'closed') {
    throw new ApiError(Code.CheckinTooLate, `“${session.title}”已于${formatDate(toSeconds(session.endAt), 'M月D日 HH:mm')}结束，签到已关闭`);
  }
  // One row per session and learner: of two simultaneous check-ins, one writes and one repeats.
  // The check-in and, when it completes the class, the certificate: one transaction.
  const row = await withTransaction(db, async (tx) => {
    const [written] = await tx
      .insert(trainingCheckins)
      .values({ sessionId: session.id, userId: who.userId, method: how.method, scannedBy: how.scannedBy, createdAt: now })
      .onConflictDoNothing()
      .returning({ at: trainingCheckins.createdAt });
    if (written) await issueCertificates(tx, who.userId, now);
    return written;
  });
  if (row) return result(false, row.at);
  return result(true, (await existingCheckin(db, session.id, who.userId)) ?? now);
}
