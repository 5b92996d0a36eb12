// The audit trail (docs/product.md §10): one row per change, written with the change in one transaction, so
// a change without its row (or a row without its change) cannot exist. Rows are never edited.
import type { AuditAction } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { auditLog } from './schema';

export type AuditEntry = {
  staffId: number;
  action: AuditAction;
  kind: string;
  itemId: string | number;
  /** The thing as it was (null when created) and as it became (null when deleted). */
  before: unknown;
  after: unknown;
};

/** Dates become ISO strings and undefined fields drop, as JSON would have them. */
function plain(value: unknown): unknown {
  return value === null || value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Writes one audit row; pass the transaction the change runs in. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    kind: entry.kind,
    itemId: String(entry.itemId),
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
