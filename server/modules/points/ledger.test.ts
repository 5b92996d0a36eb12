import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { ApiError } from '@/server/http/api-error';
import { users } from '@/server/modules/passport/schema';
import { awardPoints, hasLedgerRow, spendPoints } from './ledger';
import { POINTS_RULES, pointsRuleLabel } from './rules';
import { pointsLedger } from './schema';

describe('points ledger', () => {
  const t = freshTestDb();
  let userId: number;

  beforeAll(async () => {
    [{ id: userId }] = await t.db.insert(users).values({ phone: '17700990001' }).returning({ id: users.id });
  });

  const balance = async () => (await t.db.select({ p: users.points }).from(users).where(eq(users.id, userId)))[0].p;

  it('awards a rule once per (user, rule, refKey), with the balance after it', async () => {
    const first = await withTransaction(t.db, (tx) => awardPoints(tx, userId, 'courseFinished', 'course:7', '课程'));
    expect(first).toEqual({ applied: true, balance: POINTS_RULES.courseFinished.points });
    const again = await withTransaction(t.db, (tx) => awardPoints(tx, userId, 'courseFinished', 'course:7'));
    expect(again).toEqual({ applied: false, balance: POINTS_RULES.courseFinished.points });
    await Promise.all(Array.from({ length: 5 }, () => withTransaction(t.db, (tx) => awardPoints(tx, userId, 'trainingFullAttendance', 'training:3'))));
    expect(await balance()).toBe(POINTS_RULES.courseFinished.points + POINTS_RULES.trainingFullAttendance.points);
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows).toHaveLength(2);
    expect(rows[1].balanceAfter).toBe(await balance());
    expect(await withTransaction(t.db, (tx) => hasLedgerRow(tx, userId, 'courseFinished', 'course:7'))).toBe(true);
  });

  it('rolls an award back with the transaction that caused it', async () => {
    const before = await balance();
    await expect(
      withTransaction(t.db, async (tx) => {
        await awardPoints(tx, userId, 'caseEntryAccepted', 'entry:1');
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await balance()).toBe(before);
    expect(await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.rule, 'caseEntryAccepted')))).toHaveLength(0);
  });

  it('spends only what the balance holds', async () => {
    const before = await balance();
    const err = await withTransaction(t.db, (tx) => spendPoints(tx, userId, before + 1, 'order:1')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(Code.PointsShort);
    expect(await balance()).toBe(before);
    const spent = await withTransaction(t.db, (tx) => spendPoints(tx, userId, before, 'order:2'));
    expect(spent).toEqual({ applied: true, balance: 0 });
  });

  it('labels every rule in Chinese and unknown ones generically', () => {
    for (const rule of Object.values(POINTS_RULES)) expect(rule.label).toMatch(/[\u4e00-\u9fa5]/);
    expect(pointsRuleLabel('courseFinished')).toBe('完成课程学习');
    expect(pointsRuleLabel('toString')).toBe('积分变动');
  });
});
