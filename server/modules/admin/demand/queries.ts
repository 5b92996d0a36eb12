// The console's view of a survey, published or not, with its questions and how many answered; also the
// audit row's before/after.
import { count, eq } from 'drizzle-orm';
import type { ApiAdminDemand, ApiAdminDemandQuestion } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import type { Db } from '@/server/db/client';
import { demandAnswers, demands } from '@/server/modules/demand/schema';
import { statusOf } from '../content-inputs';
import { listQuestions } from '@/server/modules/demand/queries';

/** A survey's questions in order: the console shows them as the public form asks them. */
export function loadAdminQuestions(db: Db, demandId: number): Promise<ApiAdminDemandQuestion[]> {
  return listQuestions(db, demandId);
}

export async function countAnswers(db: Db, demandId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(demandAnswers).where(eq(demandAnswers.demandId, demandId));
  return n;
}

export async function loadAdminDemand(db: Db, id: number): Promise<ApiAdminDemand | undefined> {
  const [row] = await db.select().from(demands).where(eq(demands.id, id)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id, title: row.title, intro: row.intro, startAt: formatChinaMinute(row.startAt), endAt: formatChinaMinute(row.endAt),
    status: statusOf(row.isPublished), questions: await loadAdminQuestions(db, id), answerCount: await countAnswers(db, id),
  };
}
