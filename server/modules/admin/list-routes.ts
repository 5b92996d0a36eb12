// A console queue's two endpoints over one query (docs/product.md §10): `…/list`, a page of the filtered rows
// (`page` from 1, `size` up to ADMIN_PAGE_SIZE_MAX) with their total, and `…/csv` (GET), the same filtered
// rows as a spreadsheet, at most `max` of them (narrow the filters for more).
import { z } from 'zod';
import type { StaffRole } from '@/contract/staff';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { Db } from '@/server/db/client';
import { csvDownload, type CsvCell } from '@/server/http/csv';
import type { AnyRoute } from '@/server/http/route';
import { defineAdminRoute } from './guard';
import { zAdminPage } from './list-inputs';

/** The rows the filters select, newest first: `limit` of them from `offset`, and how many there are in all. */
export type PagedRows<F, Row> = (db: Db, filters: F, limit: number, offset: number) => Promise<ApiAdminPage<Row>>;

/** The most rows one export holds, unless a queue says otherwise. */
const CSV_MAX_ROWS = 5000;

/** The list and CSV endpoints of a queue that `roles` may use, over the `filters` and the query `rows`. */
export function defineListAndCsv<Shape extends z.ZodRawShape, Row>(
  roles: readonly StaffRole[],
  filters: Shape,
  rows: PagedRows<z.output<z.ZodObject<Shape>>, Row>,
  csv: { fileName: string; header: readonly string[]; row: (r: Row) => readonly CsvCell[]; max?: number },
): { list: AnyRoute; csv: AnyRoute } {
  type Filters = z.output<z.ZodObject<Shape>>;
  return {
    list: defineAdminRoute({
      roles,
      input: z.object({ ...filters, ...zAdminPage }),
      handler: async (input, { db }) => {
        const { page, size, ...f } = input as Filters & { page: number; size: number };
        return rows(db, f as Filters, size, (page - 1) * size);
      },
    }),
    csv: defineAdminRoute({
      roles,
      methods: ['GET'],
      input: z.object(filters),
      handler: async (f, { db }) => {
        const { list } = await rows(db, f, csv.max ?? CSV_MAX_ROWS, 0);
        return csvDownload(csv.fileName, csv.header, list.map(csv.row));
      },
    }),
  };
}
