// The only way users.points changes (docs/architecture.md §4): the database function points_change, called here and by
// the gift_exchange function. Each change locks the user's row, writes one ledger row with the balance after it, and
// sets the balance, all in the caller's transaction. The user row is locked first (SELECT ... FOR UPDATE) so that on
// PostgreSQL concurrent changes of one balance queue up instead of reading a stale balance; on PGlite transactions
// are serialized anyway.
import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { users } from '@/server/modules/passport/schema';
import { POINTS_RULES, type EarningRule, type PointsRule } from './rules';
import { pointsLedger } from './schema';

export type LedgerChange = {
  /** false when the (user, rule, refKey) row already existed: nothing changed. */
  applied: boolean;
  balance: number;
};

/** Locks the user's row until the transaction ends and returns the balance. */
export async function lockBalance(tx: Tx, userId: number): Promise<number> {
  const rows = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('update');
  if (rows.length === 0) throw new ApiError(Code.NotFound);
  return rows[0].points;
}

/**
 * Writes one ledger row and the new balance; idempotent per (user, rule, refKey). The database function
 * points_change (server/db/migrations/0016_gift_exchange_function.sql) does it in one round trip: it locks the user's
 * row, writes the row with the balance after it and moves the balance, or, when the row already exists, nothing.
 */
export async function changePoints(
  tx: Tx,
  userId: number,
  change: { rule: PointsRule; refKey: string; delta: number; note?: string; at?: Date },
): Promise<LedgerChange> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`points delta must be a non-zero integer: ${change.delta}`);
  const result = await tx.execute(sql`select * from points_change(${userId}::integer, ${change.delta}::integer,
    ${change.rule}::text, ${change.refKey}::text, ${change.note ?? ''}::text, ${change.at?.toISOString() ?? null}::timestamptz)`);
  const [row] = (result as unknown as { rows: { outcome: 'applied' | 'repeated' | 'short' | 'no_user'; balance: number }[] }).rows;
  if (row.outcome === 'no_user') throw new ApiError(Code.NotFound);
  if (row.outcome === 'short') throw new ApiError(Code.PointsShort);
  return { applied: row.outcome === 'applied', balance: row.balance };
}

/**
 * Awards an earning rule's points once per (user, rule, refKey): call it in the transaction that records
 * what earned them (the last lesson finished, the last session checked in ...). A second call changes
 * nothing and answers applied: false.
 */
export function awardPoints(tx: Tx, userId: number, rule: EarningRule, refKey: string, note?: string): Promise<LedgerChange> {
  return changePoints(tx, userId, { rule, refKey, delta: POINTS_RULES[rule].points, note });
}

/**
 * Takes `amount` points for an exchange (refKey 'order:<id>'). Throws Code.PointsShort, leaving the
 * transaction to roll back, when the balance is smaller.
 */
export function spendPoints(tx: Tx, userId: number, amount: number, refKey: string, note?: string): Promise<LedgerChange> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`points to spend must be a positive integer: ${amount}`);
  return changePoints(tx, userId, { rule: 'giftExchange', refKey, delta: -amount, note });
}

/** Whether (user, rule, refKey) has a row: e.g. whether a course has already paid its points. */
export async function hasLedgerRow(tx: Tx, userId: number, rule: PointsRule, refKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.rule, rule), eq(pointsLedger.refKey, refKey)))
    .limit(1);
  return rows.length > 0;
}
