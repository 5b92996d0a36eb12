// common/optionsBatch/{names} (docs/product.md §7): names comma-joined; data maps each name to its options, an
// unknown name to []. Options of a cascade (county under region) also carry their parent's value.
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiOptions } from '@/contract/api-types';
import { defineRoute } from '@/server/http/route';
import { options } from './schema';

const NAME = /^[a-z][a-zA-Z0-9_]{0,31}$/;
const MAX_NAMES = 20;

const zNames = z
  .string()
  .max(MAX_NAMES * 33)
  .transform((s) => [...new Set(s.split(','))])
  .pipe(z.array(z.string().regex(NAME, '选项名称不正确')).min(1).max(MAX_NAMES, `一次最多查询${MAX_NAMES}个选项`));

export const optionsBatch = defineRoute({
  input: z.object({ names: zNames }),
  handler: async ({ names }, { db }): Promise<ApiOptions> => {
    const rows = await db
      .select({ name: options.name, value: options.value, label: options.label, parent: options.parent })
      .from(options)
      .where(inArray(options.name, names))
      .orderBy(asc(options.name), asc(options.sort), asc(options.id));
    const result: ApiOptions = Object.fromEntries(names.map((n) => [n, []]));
    for (const row of rows) {
      result[row.name].push(row.parent ? { value: row.value, name: row.label, parent: row.parent } : { value: row.value, name: row.label });
    }
    return result;
  },
});
