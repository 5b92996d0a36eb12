// One training class as the console sees it (admin/training/get and the audit rows' before/after), read
// from its row, its sessions and its live sign-ups.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminTraining } from '@/contract/wire/admin-training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { plainTextAsHtml } from '@/server/http/sanitize-html';
import { parseCredit } from '@/server/modules/cert/credit';
import { readItemTagIds } from '@/server/modules/admin/item-tags';
import { listTrainingFiles } from '@/server/modules/training/files';
import { trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';

/** Live (not cancelled) sign-ups of a class. */
export async function countSignups(db: Db, trainingId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(trainingSignups)
    .where(and(eq(trainingSignups.trainingId, trainingId), ne(trainingSignups.status, 'cancelled')));
  return n;
}

/** The class as the console's form edits it; NotFound when there is none. */
export async function loadAdminTraining(db: Db, id: number): Promise<ApiAdminTraining> {
  const [t] = await db.select().from(trainings).where(eq(trainings.id, id)).limit(1);
  if (!t) throw new ApiError(Code.NotFound);
  const sessions = await db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.trainingId, id))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
  const credit = parseCredit(t.credit);
  return {
    id: t.id,
    status: t.isPublished ? 'published' : 'draft',
    title: t.title,
    project: t.project,
    region: t.region,
    baseId: t.baseId,
    cover: t.cover,
    summary: t.summary,
    organiser: t.organiser,
    audience: t.audience,
    creditLevel: (credit.level || '') as ApiAdminTraining['creditLevel'],
    creditType: credit.type === 'Ⅰ类' ? 'I' : credit.type === 'Ⅱ类' ? 'II' : '',
    credits: credit.tenths / 10,
    credit: t.credit,
    fee: t.feeFen / 100,
    payMethod: t.payMethod,
    seatsTotal: t.seatsTotal,
    seatsTaken: t.seatsTaken,
    signups: await countSignups(db, id),
    signupEndAt: formatChinaMinute(t.signupEndAt),
    startAt: formatChinaMinute(t.startAt),
    endAt: formatChinaMinute(t.endAt),
    contactPhone: t.contactPhone,
    syllabus: plainTextAsHtml(t.syllabus),
    notice: plainTextAsHtml(t.notice),
    sessions: sessions.map((s) => ({
      id: s.id, title: s.title, teacher: s.teacher, location: s.location,
      startAt: formatChinaMinute(s.startAt), endAt: formatChinaMinute(s.endAt), checkinCode: s.checkinCode,
    })),
    signupFields: t.signupFields,
    tagIds: await readItemTagIds(db, 'training', id),
    files: await listTrainingFiles(db, id),
  };
}
