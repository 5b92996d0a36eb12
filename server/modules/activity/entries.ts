// activity/entries/:id: the entries the organisers published under a competition: in their places once the
// results are published (admin/activity/results), awarded ones first before that.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiPage } from '@/contract/api-types';
import type { ApiPublishedEntry } from '@/contract/wire/activity';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zId, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { users } from '@/server/modules/passport/schema';
import { toApiPublishedEntry } from './cards';
import { activities, activityEntries, activityScores, activityUploads } from './schema';
import { isPublicActivity } from './status';

/** Awards in their order of merit; entries without one come last. */
const award = activityEntries.award;
const awardRank = sql`case when ${award} is null then 9 when ${award} = '一等奖' then 1 when ${award} = '二等奖' then 2
  when ${award} = '三等奖' then 3 when ${award} = '优秀奖' then 4 else 5 end`;

export const ZEntriesInput = z.object({ id: zId, ...zPaging(10) });

export const activityEntriesList = defineRoute({
  auth: 'user',
  input: ZEntriesInput,
  handler: async ({ id, page, pageSize }, { db }): Promise<ApiPage<ApiPublishedEntry>> => {
    const [activity] = await db.select({ id: activities.id }).from(activities).where(and(eq(activities.id, id), isPublicActivity())).limit(1);
    if (!activity) throw new ApiError(Code.NotFound, '该大赛不存在');
    const e = activityEntries;
    const where = and(eq(e.activityId, id), eq(e.isPublished, true));
    const { offset, limit } = pageWindow({ page, pageSize });
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: e.id, title: e.title, department: e.department, abstract: e.abstract, award: e.award, rank: e.rank, createdAt: e.createdAt,
          averageTenths: sql<number | null>`(select avg(${activityScores.scoreTenths}) from ${activityScores} where ${activityScores.entryId} = ${e.id})`
            .mapWith((v) => (v === null ? null : Number(v))),
          author: users.name, workUnit: users.workUnit,
          upload: { fileName: activityUploads.fileName, kind: activityUploads.kind, sizeBytes: activityUploads.sizeBytes },
        })
        .from(e)
        .innerJoin(users, eq(users.id, e.userId))
        .leftJoin(activityUploads, eq(activityUploads.id, e.attachmentId))
        .where(where)
        .orderBy(sql`${e.rank} asc nulls last`, asc(awardRank), desc(e.createdAt), desc(e.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(e).where(where),
    ]);
    return { list: rows.map(toApiPublishedEntry), total: n, page, pageSize };
  },
});
