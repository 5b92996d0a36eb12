// Input pieces every domain uses: ids from paths, paging, free text. Each refuses bad values with a
// Chinese message (the dispatcher turns it into Code.BadInput); nothing unvalidated reaches a query.
import { z } from 'zod';
import type { ApiPage } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { ApiError } from './api-error';

/** Ids and free text are the forms' pieces too (contract/forms/fields.ts). */
export { zId, zText } from '@/contract/forms/fields';

/** The largest page size any list answers. */
export const MAX_PAGE_SIZE = 50;
/** Pages beyond this are refused: nobody reads page 501, and deep offsets cost the database. */
export const MAX_PAGE = 500;

/** page (1-based) and pageSize, both optional, as strings from a form or a query. */
export function zPaging(defaultSize = 12) {
  return {
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, '页码不正确')
      .transform(Number)
      .refine((n) => n <= MAX_PAGE, `页码不能超过${MAX_PAGE}`)
      .optional()
      .transform((n) => n ?? 1),
    pageSize: zPageSize(MAX_PAGE_SIZE, defaultSize),
  };
}

/** A page size from a form or a query: at most `max`, `fallback` when absent. */
export function zPageSize(max: number, fallback: number) {
  return z
    .string()
    .regex(/^[1-9]\d{0,2}$/, '每页条数不正确')
    .transform(Number)
    .refine((n) => n <= max, `每页最多${max}条`)
    .optional()
    .transform((n) => n ?? fallback);
}

/** Offset and limit of a validated page. */
export function pageWindow({ page, pageSize }: { page: number; pageSize: number }) {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The page a list answers; one past the last (other than page 1, which may be empty) is a bad input. */
export function pageOf<T>(paging: { page: number; pageSize: number }, list: T[], total: number): ApiPage<T> {
  if (paging.page > 1 && pageWindow(paging).offset >= total) throw new ApiError(Code.BadInput, '页码超出范围');
  return { list, total, page: paging.page, pageSize: paging.pageSize };
}

/** The page `paging` asks for, its rows and the count of all of them read by `read` at that page's window. */
export async function readPage<T>(
  paging: { page: number; pageSize: number },
  read: (window: { offset: number; limit: number }) => Promise<{ list: T[]; total: number }>,
): Promise<ApiPage<T>> {
  const { list, total } = await read(pageWindow(paging));
  return pageOf(paging, list, total);
}
