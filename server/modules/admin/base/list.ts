// admin/base/list (registrar): training centres and bases, newest first, by region, level and name.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminBaseRow } from '@/contract/wire/admin-training';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { BASE_LEVELS } from '@/server/modules/base/list';
import { bases } from '@/server/modules/training/base-schema';
import { options } from '@/server/modules/common/schema';
import { trainings } from '@/server/modules/training/schema';
import { zAdminPage } from '../list-inputs';
import { zOptionValue } from '../training/inputs';

export const adminBaseList = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({
    region: zOptionValue('地区').optional(),
    level: z.enum(BASE_LEVELS, '基地级别不正确').optional(),
    q: z.string().max(50, '搜索词过长').optional(),
    ...zAdminPage,
  }),
  handler: async (input, { db }): Promise<ApiAdminPage<ApiAdminBaseRow>> => {
    const where: SQL[] = [];
    if (input.region) where.push(eq(bases.region, input.region));
    if (input.level) where.push(eq(bases.level, input.level));
    const q = input.q?.trim();
    if (q) where.push(ilike(bases.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`));
    const condition = where.length ? and(...where) : undefined;
    const rows = await db
      .select({
        b: bases, regionName: options.label,
        trainingCount: sql<number>`(select count(*) from ${trainings} where ${trainings.baseId} = ${bases.id})`.mapWith(Number),
      })
      .from(bases)
      .leftJoin(options, and(eq(options.name, 'region'), eq(options.value, bases.region)))
      .where(condition)
      .orderBy(desc(bases.id))
      .offset((input.page - 1) * input.size)
      .limit(input.size);
    const [{ n }] = await db.select({ n: count() }).from(bases).where(condition);
    return {
      total: n,
      list: rows.map(({ b, regionName, trainingCount }) => ({
        id: b.id, name: b.name, level: b.level, region: { value: b.region, name: regionName ?? b.region },
        contactName: b.contactName, contactPhone: b.contactPhone, trainingCount, updatedAt: b.updatedAt.toISOString(),
      })),
    };
  },
});
