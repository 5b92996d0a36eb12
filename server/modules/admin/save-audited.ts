// The write every console save of one row shares (case competitions, surveys, journals, banners, article
// categories, tags): the row goes in (no id) or is changed, what hangs on it is written, the item is read back
// as the console shows it, and one audit row records it before and after. The domain's own checks come
// before; its search entries and caches after.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@/contract/staff';
import type { Tx } from '@/server/db/client';
import { writeAudit } from './audit';

export type AuditedSave<T extends PgTable & { id: PgColumn }, V> = {
  table: T;
  /** The audit kind. */
  kind: string;
  staffId: number;
  /** The row to change; absent: a new row. */
  id: number | undefined;
  /** The form's columns; with `created`, all a new row needs. */
  values: Partial<PgInsertValue<T>>;
  /** Columns only a new row sets (a banner's kind, a category's type). */
  created?: Partial<PgInsertValue<T>>;
  /** The item as the console shows it (null or undefined before a creation). */
  before: V | null | undefined;
  load: (tx: Tx, id: number) => Promise<V | undefined>;
  /** What belongs to the row (a survey's questions, a renamed tag's items), written before the item is read back. */
  withRow?: (id: number) => Promise<void>;
  /** The audit action; by default create or update. */
  action?: (after: V | undefined) => AuditAction;
};

/** Writes the row, and the audit row; gives the row's id. */
export async function saveAudited<T extends PgTable & { id: PgColumn }, V>(tx: Tx, save: AuditedSave<T, V>): Promise<number> {
  const { table, before } = save;
  let id: number;
  if (save.id === undefined) {
    const [row] = await tx.insert(table).values({ ...save.values, ...save.created } as PgInsertValue<T>).returning({ id: table.id });
    id = row.id as number;
  } else {
    id = save.id;
    await tx.update(table).set(save.values as PgUpdateSetSource<T>).where(eq(table.id, id));
  }
  await save.withRow?.(id);
  const after = await save.load(tx, id);
  const action = save.action ? save.action(after) : before ? 'update' : 'create';
  await writeAudit(tx, { staffId: save.staffId, action, kind: save.kind, itemId: id, before, after });
  return id;
}
