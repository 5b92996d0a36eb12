// Paging of the console's own lists (staff, audit): `page` from 1 and `size` up to ADMIN_PAGE_SIZE_MAX, with
// Chinese messages the dispatcher answers as code 4000.
import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '@/contract/wire/admin';

export const zAdminPage = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, '页码不正确')
    .transform(Number)
    .optional()
    .transform((n) => n ?? 1),
  size: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, '每页条数不正确')
    .transform(Number)
    .refine((n) => n <= ADMIN_PAGE_SIZE_MAX, `每页最多${ADMIN_PAGE_SIZE_MAX}条`)
    .optional()
    .transform((n) => n ?? ADMIN_PAGE_SIZE_DEFAULT),
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
