// common/picsBatch/{ids} (docs/product.md §7): pictures by comma-joined ids, in the order asked; unknown ids are
// skipped. Ids must be positive integers, at most 50 of them.
import { z } from 'zod';
import type { ApiPic } from '@/contract/api-types';
import { defineRoute } from '@/server/http/route';
import { getPicsByIds } from './pics';

const MAX_IDS = 50;
/** Fits PostgreSQL's integer. */
const ID = /^[1-9]\d{0,8}$/;

const zIds = z
  .string()
  .max(MAX_IDS * 10)
  .transform((s) => s.split(','))
  .pipe(z.array(z.string().regex(ID, '图片编号不正确')).min(1).max(MAX_IDS, `一次最多查询${MAX_IDS}张图片`))
  .transform((ids) => [...new Set(ids.map(Number))]);

export const ZPicsBatchInput = z.object({ ids: zIds });

export const picsBatch = defineRoute({
  input: ZPicsBatchInput,
  handler: async ({ ids }, { db }): Promise<ApiPic[]> => getPicsByIds(db, ids),
});
