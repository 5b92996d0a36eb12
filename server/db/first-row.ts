// "The row, or null": the one step every find-by-key query ends with, written once. The query runs with
// LIMIT 1, so a lookup by a non-unique condition still reads a single row.

/** The first row the query finds (run with LIMIT 1), or null when it finds none. */
export async function firstRow<T>(query: { limit(n: number): PromiseLike<T[]> }): Promise<T | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
