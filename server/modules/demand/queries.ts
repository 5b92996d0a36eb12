// Survey reads shared by the demand endpoints.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { ApiDemandQuestion } from '@/contract/wire/demand';
import type { Db } from '@/server/db/client';
import { demandAnswers, demandQuestions, demands } from './schema';

export type DemandRow = typeof demands.$inferSelect;

/**
 * Surveys a visitor may see: those an editor published (admin/demand/save). Every public read (detail,
 * answering, the current survey's invitation, sitemap) adds it, so unpublishing hides one at once.
 */
export function isPublicDemand(): SQL {
  return eq(demands.isPublished, true);
}

/** A published survey. */
export async function findDemand(db: Db, id: number): Promise<DemandRow | undefined> {
  const [row] = await db.select().from(demands).where(and(eq(demands.id, id), isPublicDemand())).limit(1);
  return row;
}

export async function listQuestions(db: Db, demandId: number): Promise<ApiDemandQuestion[]> {
  const rows = await db
    .select()
    .from(demandQuestions)
    .where(eq(demandQuestions.demandId, demandId))
    .orderBy(asc(demandQuestions.sort), asc(demandQuestions.id));
  return rows.map((q) => ({ id: q.id, kind: q.kind, title: q.title, choices: q.choices, isRequired: q.isRequired }));
}

export async function findAnswers(db: Db, demandId: number, userId: number) {
  const [row] = await db
    .select({ answers: demandAnswers.answers, updatedAt: demandAnswers.updatedAt })
    .from(demandAnswers)
    .where(and(eq(demandAnswers.demandId, demandId), eq(demandAnswers.userId, userId)))
    .limit(1);
  return row;
}

export async function countRespondents(db: Db, demandId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(demandAnswers).where(eq(demandAnswers.demandId, demandId));
  return n;
}
