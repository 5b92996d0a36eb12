// The registrar's view of a competition's entries: each with its author, attachment, every judge's score and
// their average; shared by the list, its CSV export and the results' publication.
import { and, asc, count, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Code } from '@/contract/codes';
import type { ApiAdminEntryActivity, ApiAdminEntryRow, ApiEntryFilter } from '@/contract/wire/admin-review';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { activities, activityEntries as e, activityScores as s, activityUploads } from '@/server/modules/activity/schema';
import { activityStatus } from '@/server/modules/activity/status';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { personColumns, personMatches, toPerson } from '../review-queue';

export type EntryFilters = { activityId: number; status?: ApiEntryFilter; q?: string };

export type Competition = { id: number; title: string; stage: string };

function entryWhere(f: EntryFilters): SQL | undefined {
  const status = f.status === 'pending' ? 'submitted' : f.status;
  return and(eq(e.activityId, f.activityId), status ? eq(e.status, status) : undefined, personMatches(f.q, e.title, e.department));
}

/**
 * Average of an entry's scores in tenths (exact, for ranking), or null before the first score. Spelled with table
 * names: in a one-table select Drizzle leaves columns unqualified, and "id" inside would be the score's own.
 */
export const averageTenths = sql<number | null>`(select avg(score_tenths) from ${s} where ${s}.entry_id = ${e}.id)`.mapWith((v) =>
  v === null ? null : Number(v),
);

const judges = alias(users, 'judges');

export async function entryRows(db: Db, f: EntryFilters, limit: number, offset: number): Promise<{ list: ApiAdminEntryRow[]; total: number }> {
  const where = entryWhere(f);
  const [rows, [{ n }]] = await Promise.all([
    db.select({ e, person: personColumns, upload: activityUploads, average: averageTenths }).from(e)
      .innerJoin(users, eq(users.id, e.userId)).leftJoin(activityUploads, eq(activityUploads.id, e.attachmentId))
      .where(where).orderBy(desc(e.createdAt), desc(e.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(e).innerJoin(users, eq(users.id, e.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.e.id);
  const scores = ids.length
    ? await db.select({ s, judgeName: judges.name }).from(s).innerJoin(judges, eq(judges.id, s.judgeId))
      .where(inArray(s.entryId, ids)).orderBy(asc(s.createdAt), asc(s.id))
    : [];
  const list = rows.map(({ e: r, person, upload, average }): ApiAdminEntryRow => ({
    id: r.id, title: r.title, department: r.department, abstract: r.abstract, author: toPerson(person),
    attachment: upload ? { name: upload.fileName, kind: upload.kind, size: upload.sizeBytes, url: `/api/med/admin/activity/entry/file/${r.id}` } : null,
    status: r.status, reviewReason: r.reviewReason, award: r.award, rank: r.rank, isPublished: r.isPublished,
    scores: scores.filter((x) => x.s.entryId === r.id).map((x) => ({
      judgeId: x.s.judgeId, judgeName: x.judgeName || '评委', score: x.s.scoreTenths / 10, comment: x.s.comment, updatedAt: toSeconds(x.s.updatedAt),
    })),
    average: average === null ? null : Math.round(average) / 10,
    createdAt: toSeconds(r.createdAt),
  }));
  return { list, total: n };
}

/** Approved entries of the competition that no judge has scored yet. */
export async function unscoredCount(db: Db, activityId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(e).where(and(
    eq(e.activityId, activityId), eq(e.status, 'approved'),
    notExists(db.select({ one: sql`1` }).from(s).where(eq(s.entryId, e.id))),
  ));
  return n;
}

/** The competition (published or not), or NotFound. */
export async function loadEntryActivity(db: Db, id: number, lock = false) {
  const query = db.select().from(activities).where(eq(activities.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(Code.NotFound, '该大赛不存在');
  return row;
}

export async function entryActivity(db: Db, id: number): Promise<ApiAdminEntryActivity> {
  const a = await loadEntryActivity(db, id);
  return {
    id: a.id, title: a.title, stage: activityStatus(a, new Date()),
    resultsPublishedAt: a.resultsPublishedAt ? toSeconds(a.resultsPublishedAt) : null, unscored: await unscoredCount(db, id),
  };
}

/** Every competition, newest first, with its stage (for the console's switch). */
export async function competitionChoices(db: Db): Promise<Competition[]> {
  const rows = await db.select().from(activities).orderBy(desc(activities.startAt), desc(activities.id)).limit(100);
  const now = new Date();
  return rows.map((a) => ({ id: a.id, title: a.title, stage: activityStatus(a, now) }));
}

/** The competition to judge now: the first in judging, else the latest started, else the newest. */
export function currentCompetition(list: Competition[]): Competition | undefined {
  return list.find((c) => c.stage === 'judging') ?? list.find((c) => c.stage !== 'upcoming') ?? list[0];
}
