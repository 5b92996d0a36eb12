// The order every console list pages through: newest first by the list's own time (or number) columns, and the
// id last, so that rows with the same time keep one order and a page neither repeats nor skips a row.
import { desc } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** `limit` rows of `query` (a dynamic select, `.$dynamic()`) from `offset`, each of `columns` descending. */
export function newestFirst<Q extends PgSelect>(query: Q, columns: AnyPgColumn[], limit: number, offset: number) {
  return query.orderBy(...columns.map((c) => desc(c))).limit(limit).offset(offset);
}
