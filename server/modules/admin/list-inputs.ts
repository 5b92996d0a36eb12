// Paging of the console's own lists (staff, audit, the queues): `page` from 1 and `size` up to ADMIN_PAGE_SIZE_MAX,
// and the queues' range of China days, with Chinese messages the dispatcher answers as code 4000.
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { addDays, isDay } from '@/contract/time';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '@/contract/wire/admin';
import { zPageSize } from '@/server/http/inputs';

export const zAdminPage = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, '页码不正确')
    .transform(Number)
    .optional()
    .transform((n) => n ?? 1),
  size: zPageSize(ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
};

/** A LIKE pattern matching `text` anywhere, with the pattern's own characters taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An optional choice from a form: '' or absent is no filter. */
export function zOptional<T extends z.ZodType>(schema: T) {
  // preprocess rather than a union with '': a union would answer "无效输入" instead of the schema's own message.
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

const zDay = (label: string) => z.string().refine(isDay, `${label}应为 YYYY-MM-DD 格式的日期`);

/** `from` and `to`: a range of China calendar days, both ends included; either may be left out. */
export const zDayRange = {
  from: zOptional(zDay('开始日期')),
  to: zOptional(zDay('结束日期')),
};

/** The condition "column falls within the China days from..to" (undefined when neither is given). */
export function withinDays(column: AnyPgColumn, range: { from?: string; to?: string }): SQL | undefined {
  return and(
    range.from ? gte(column, new Date(`${range.from}T00:00:00+08:00`)) : undefined,
    range.to ? lt(column, new Date(`${addDays(range.to, 1)}T00:00:00+08:00`)) : undefined,
  );
}
