// Dictionary values the training endpoints accept (project, region): checked against the options table,
// so a filter or a form can only carry a value the dictionary has.
import { and, eq } from 'drizzle-orm';
import type { ApiOption } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { options } from '@/server/modules/common/schema';

/** The option, or BadInput naming the field when the dictionary has no such value. */
export async function requireOption(db: Db, name: string, value: string, label: string): Promise<ApiOption> {
  const [row] = await db
    .select({ value: options.value, name: options.label })
    .from(options)
    .where(and(eq(options.name, name), eq(options.value, value)))
    .limit(1);
  if (!row) throw new ApiError(Code.BadInput, `${label}不正确`);
  return row;
}

/** The option's label, or the value itself when the dictionary has lost it. */
export async function optionOf(db: Db, name: string, value: string): Promise<ApiOption> {
  const [row] = await db
    .select({ value: options.value, name: options.label })
    .from(options)
    .where(and(eq(options.name, name), eq(options.value, value)))
    .limit(1);
  return row ?? { value, name: value };
}
