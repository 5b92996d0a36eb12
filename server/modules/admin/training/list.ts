// admin/training/list (registrar): every class, published or not, newest first, filtered by status,
// project, region, base and a title search; admin/training/options: the choices the forms and filters offer.
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminTrainingOptions, ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { bases } from '@/server/modules/training/base-schema';
import { options } from '@/server/modules/common/schema';
import { tags } from '@/server/modules/common/tag-schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';
import { zAdminPage } from '../list-inputs';
import { zOptionValue } from './inputs';
import { newestFirst } from '../newest-first';

const projectOption = alias(options, 'project_option');
const regionOption = alias(options, 'region_option');

export const ZAdminTrainingListInput = z.object({
  status: z.enum(['draft', 'published'], '状态不正确').optional(),
  project: zOptionValue('培训项目').optional(),
  region: zOptionValue('地区').optional(),
  baseId: zId.optional(),
  q: z.string().max(50, '搜索词过长').optional(),
  ...zAdminPage,
});

export const adminTrainingList = defineAdminRoute({
  roles: ['registrar'],
  input: ZAdminTrainingListInput,
  handler: async (input, { db }): Promise<ApiAdminPage<ApiAdminTrainingRow>> => {
    const now = new Date();
    const where: SQL[] = [];
    if (input.status) where.push(eq(trainings.isPublished, input.status === 'published'));
    if (input.project) where.push(eq(trainings.project, input.project));
    if (input.region) where.push(eq(trainings.region, input.region));
    if (input.baseId) where.push(eq(trainings.baseId, input.baseId));
    const q = input.q?.trim();
    if (q) where.push(ilike(trainings.title, `%${q.replace(/[\\%_]/g, '\\$&')}%`));
    const condition = where.length ? and(...where) : undefined;
    const signups = sql<number>`(select count(*) from ${trainingSignups} where ${trainingSignups.trainingId} = ${trainings.id} and ${trainingSignups.status} <> 'cancelled')`.mapWith(Number);
    const query = db
      .select({
        t: trainings, baseName: bases.name, projectName: projectOption.label, regionName: regionOption.label, signups,
      })
      .from(trainings)
      .leftJoin(bases, eq(bases.id, trainings.baseId))
      .leftJoin(projectOption, and(eq(projectOption.name, 'trainingProject'), eq(projectOption.value, trainings.project)))
      .leftJoin(regionOption, and(eq(regionOption.name, 'region'), eq(regionOption.value, trainings.region)))
      .where(condition)
      .$dynamic();
    const rows = await newestFirst(query, [trainings.createdAt, trainings.id], input.size, (input.page - 1) * input.size);
    const [{ n }] = await db.select({ n: count() }).from(trainings).where(condition);
    return {
      total: n,
      list: rows.map(({ t, baseName, projectName, regionName, signups: taken }) => ({
        id: t.id,
        title: t.title,
        status: t.isPublished ? 'published' : 'draft',
        phase: trainingStatus(t, now),
        project: { value: t.project, name: projectName ?? t.project },
        region: { value: t.region, name: regionName ?? t.region },
        base: t.baseId && baseName ? { id: t.baseId, name: baseName } : null,
        startAt: formatChinaMinute(t.startAt),
        endAt: formatChinaMinute(t.endAt),
        signupEndAt: formatChinaMinute(t.signupEndAt),
        seatsTotal: t.seatsTotal,
        seatsTaken: t.seatsTaken,
        signups: taken,
        fee: t.feeFen / 100,
      })),
    };
  },
});

export const adminTrainingOptions = defineAdminRoute({
  roles: ['registrar'],
  handler: async (_input, { db }): Promise<ApiAdminTrainingOptions> => {
    const dict = (name: string) =>
      db.select({ value: options.value, name: options.label }).from(options).where(eq(options.name, name)).orderBy(asc(options.sort), asc(options.id));
    return {
      projects: await dict('trainingProject'),
      regions: await dict('region'),
      bases: await db.select({ id: bases.id, name: bases.name }).from(bases).orderBy(asc(bases.sort), asc(bases.id)),
      tags: await db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.sort), asc(tags.id)),
    };
  },
});
