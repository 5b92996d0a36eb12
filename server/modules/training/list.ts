// training/list: classes filtered by project, status and region, paged; training/projects: the
// programmes with their classes counted (the 培训项目 entry of the training menu).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiTrainingProject } from '@/contract/wire/training';
import { defineRoute } from '@/server/http/route';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { options } from '@/server/modules/common/schema';
import { nearness, selectTrainingCards, toApiTrainingCard } from './cards';
import { requireOption } from './options';
import { trainings } from './schema';
import { statusCondition, trainingRank } from './status';
import { isPublicTraining } from './visibility';

const zOptionValue = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, '取值不正确');

export const ZTrainingListInput = z.object({
  project: zOptionValue.optional(),
  status: z.enum(['signup', 'ongoing', 'finished']).optional(),
  region: zOptionValue.optional(),
  ...zPaging(12),
});

export const trainingList = defineRoute({
  input: ZTrainingListInput,
  handler: async (input, { db }): Promise<ApiPage<ApiTrainingCard>> => {
    const now = new Date();
    const where: SQL[] = [isPublicTraining()];
    if (input.project) {
      await requireOption(db, 'trainingProject', input.project, '培训项目');
      where.push(eq(trainings.project, input.project));
    }
    if (input.region) {
      await requireOption(db, 'region', input.region, '地区');
      where.push(eq(trainings.region, input.region));
    }
    if (input.status) where.push(statusCondition(input.status, now));
    const condition = and(...where);

    const { offset, limit } = pageWindow(input);
    const rows = await selectTrainingCards(db)
      .where(condition)
      .orderBy(asc(trainingRank(now)), asc(nearness(now)), asc(trainings.id))
      .offset(offset)
      .limit(limit);
    const [{ n }] = await db.select({ n: count() }).from(trainings).where(condition);
    return { list: rows.map((r) => toApiTrainingCard(r, now)), total: n, page: input.page, pageSize: input.pageSize };
  },
});

export const trainingProjects = defineRoute({
  handler: async (_input, { db }): Promise<ApiTrainingProject[]> => {
    const now = new Date();
    const rows = await db
      .select({
        value: options.value,
        name: options.label,
        total: sql<number>`count(${trainings.id})`.mapWith(Number),
        open: sql<number>`count(${trainings.id}) filter (where ${trainings.startAt} > ${now})`.mapWith(Number),
        audience: sql<string>`coalesce((array_agg(${trainings.audience} order by ${trainings.startAt} desc))[1], '')`,
      })
      .from(options)
      .leftJoin(trainings, and(eq(trainings.project, options.value), isPublicTraining()))
      .where(eq(options.name, 'trainingProject'))
      .groupBy(options.value, options.label, options.sort, options.id)
      .orderBy(asc(options.sort), asc(options.id));
    return rows;
  },
});
