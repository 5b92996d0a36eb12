// The only code that changes users.points (docs/architecture.md §4): each change locks the user's row, writes one
// ledger row with the balance after it, and sets the balance, all in the caller's transaction. The
// user row is locked first (SELECT ... FOR UPDATE) so that on PostgreSQL concurrent changes of one
// balance queue up instead of reading a stale balance; on PGlite transactions are serialized anyway.
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

/** Writes one ledger row and the new balance; idempotent per (user, rule, refKey). */
export async function changePoints(
  tx: Tx,
  userId: number,
  change: {
    rule: PointsRule; refKey: string; delta: number; note?: string; at?: Date;
    /** The balance lockBalance answered earlier in this same transaction (saves locking twice). */
    lockedBalance?: number;
  },
): Promise<LedgerChange> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`points delta must be a non-zero integer: ${change.delta}`);
  const balance = change.lockedBalance ?? (await lockBalance(tx, userId));
  const after = balance + change.delta;
  if (after < 0) throw new ApiError(Code.PointsShort);
  // The ledger row and the balance in one statement (one round trip less on every change): the balance moves
  // only when the row was written, which the insert's RETURNING tells the update.
  const written = tx.$with('written').as(
    tx
      .insert(pointsLedger)
      .values({
        userId, delta: change.delta, balanceAfter: after, rule: change.rule, refKey: change.refKey,
        note: (change.note ?? '').slice(0, 120), ...(change.at ? { createdAt: change.at } : {}),
      })
      .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.rule, pointsLedger.refKey] })
      .returning({ id: pointsLedger.id }),
  );
  const moved = await tx
    .with(written)
    .update(users)
    .set({ points: sql`${users.points} + ${change.delta}` })
    .where(and(eq(users.id, userId), sql`exists (select 1 from ${written})`))
    .returning({ id: users.id });
  if (moved.length === 0) return { applied: false, balance };
  return { applied: true, balance: after };
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
export function spendPoints(
  tx: Tx, userId: number, amount: number, refKey: string, note?: string, lockedBalance?: number,
): Promise<LedgerChange> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`points to spend must be a positive integer: ${amount}`);
  return changePoints(tx, userId, { rule: 'giftExchange', refKey, delta: -amount, note, lockedBalance });
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
