// Reads of one user's ledger: the history page and the totals.
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ApiPointsEntry, PointsHistoryType } from '@/contract/wire/gift';
import type { Db, Tx } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { POINTS_RULES, pointsRuleLabel } from './rules';
import { pointsLedger } from './schema';

export async function listLedger(
  db: Db | Tx,
  userId: number,
  type: PointsHistoryType | undefined,
  window: { offset: number; limit: number },
): Promise<{ list: ApiPointsEntry[]; total: number }> {
  const sign = type === 'earn' ? gt(pointsLedger.delta, 0) : type === 'spend' ? lt(pointsLedger.delta, 0) : undefined;
  const where = and(eq(pointsLedger.userId, userId), sign);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(pointsLedger).where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id, delta: r.delta, balanceAfter: r.balanceAfter, rule: r.rule, label: pointsRuleLabel(r.rule),
      note: r.note, createdAt: toSeconds(r.createdAt),
    })),
    total: n,
  };
}

/** Rules whose rows undo an earlier spend: they lower "spent" rather than raise "earned". */
const REFUND_RULES = Object.entries(POINTS_RULES).flatMap(([rule, r]) => (r.kind === 'refund' ? [rule] : []));

/**
 * What a user earned and what they spent (as a positive number). A refund (a cancelled exchange) is
 * money back, not income: it reduces "spent", so cancelling an exchange leaves "累计获得" unchanged.
 */
export async function ledgerTotals(db: Db | Tx, userId: number): Promise<{ earned: number; spent: number; sum: number }> {
  const refund = inArray(pointsLedger.rule, REFUND_RULES);
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} > 0 and not ${refund}), 0)`.mapWith(Number),
      spent: sql<number>`coalesce(-sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} < 0 or ${refund}), 0)`.mapWith(Number),
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { earned: row.earned, spent: row.spent, sum: row.earned - row.spent };
}
