// base/list: training centres and bases, by region and level, paged.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiPage } from '@/contract/api-types';
import type { ApiBaseCard } from '@/contract/wire/base';
import { defineRoute } from '@/server/http/route';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { options } from '@/server/modules/common/schema';
import { requireOption } from '@/server/modules/training/options';
import { trainings } from '@/server/modules/training/schema';
import { bases } from '../training/base-schema';

export const BASE_LEVELS = ['province', 'city', 'county'] as const;

export const ZBaseListInput = z.object({
  region: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, '地区不正确').optional(),
  level: z.enum(BASE_LEVELS).optional(),
  ...zPaging(9),
});

export const baseList = defineRoute({
  input: ZBaseListInput,
  handler: async (input, { db }): Promise<ApiPage<ApiBaseCard>> => {
    const where: SQL[] = [];
    if (input.region) {
      await requireOption(db, 'region', input.region, '地区');
      where.push(eq(bases.region, input.region));
    }
    if (input.level) where.push(eq(bases.level, input.level));
    const condition = where.length ? and(...where) : undefined;
    const { offset, limit } = pageWindow(input);
    const rows = await db
      .select({
        id: bases.id, name: bases.name, level: bases.level, region: options.label, address: bases.address,
        summary: bases.summary, cover: bases.cover, specialties: bases.specialties,
        trainingCount: sql<number>`(select count(*) from ${trainings} where ${trainings.baseId} = ${bases.id} and ${trainings.isPublished})`.mapWith(Number),
      })
      .from(bases)
      .leftJoin(options, and(eq(options.name, 'region'), eq(options.value, bases.region)))
      .where(condition)
      .orderBy(asc(bases.sort), asc(bases.id))
      .offset(offset)
      .limit(limit);
    const [{ n }] = await db.select({ n: count() }).from(bases).where(condition);
    return {
      list: rows.map((r) => ({ ...r, region: r.region ?? '' })),
      total: n,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
