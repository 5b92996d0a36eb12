// Dictionary values the training endpoints accept (project, region): checked against the options table,
// so a filter or a form can only carry a value the dictionary has.
import { and, eq } from 'drizzle-orm';
import type { ApiOption } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { ApiError } from '@/server/http/api-error';
import { options } from '@/server/modules/common/schema';

/** The dictionary's option with this value, named as the wire names it; null when it has none. */
function findOption(db: Db, name: string, value: string): Promise<ApiOption | null> {
  return firstRow(
    db
      .select({ value: options.value, name: options.label })
      .from(options)
      .where(and(eq(options.name, name), eq(options.value, value))),
  );
}

/** The option, or BadInput naming the field when the dictionary has no such value. */
export async function requireOption(db: Db, name: string, value: string, label: string): Promise<ApiOption> {
  const row = await findOption(db, name, value);
  if (!row) throw new ApiError(Code.BadInput, `${label}不正确`);
  return row;
}

/** The option's label, or the value itself when the dictionary has lost it. */
export async function optionOf(db: Db, name: string, value: string): Promise<ApiOption> {
  return (await findOption(db, name, value)) ?? { value, name: value };
}
