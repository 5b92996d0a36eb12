import { describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { withTransaction } from './client';
import { createTestDb } from '@/server/startup';
import { freshTestDb } from '@/tests/api/test-db';
import { users } from './schema';
import { seedIfEmpty } from '@/server/seed';

/** README "Demo accounts". */
const DEMO = [
  { phone: '13800000000', name: '张晓明' },
  { phone: '13800000001', name: '李华' },
  { phone: '13800000002', name: '王芳' },
  { phone: '13800000003', name: '赵强' },
];

describe('createTestDb', () => {
  const t = freshTestDb();

  it('gives a migrated and seeded database: the four demo accounts of the README', async () => {
    const rows = await t.db.select({ phone: users.phone, name: users.name }).from(users).where(inArray(users.phone, DEMO.map((d) => d.phone)));
    expect(rows.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual(DEMO);
  });

  it('seeds idempotently when run again', async () => {
    const before = await t.db.select({ n: count() }).from(users);
    await seedIfEmpty(t.db);
    const after = await t.db.select({ n: count() }).from(users);
    expect(after[0].n).toBe(before[0].n);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      withTransaction(t.db, async (tx) => {
        await tx.update(users).set({ name: '改名' }).where(eq(users.phone, '13800000000'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [u] = await t.db.select().from(users).where(eq(users.phone, '13800000000'));
    expect(u.name).toBe('张晓明');
  });

  it('keeps two test databases apart', async () => {
    const other = await createTestDb();
    try {
      // The other one is seeded too (so the delete below really removes a row there) ...
      const removed = await other.db.delete(users).where(eq(users.phone, '13800000003')).returning({ phone: users.phone });
      expect(removed).toEqual([{ phone: '13800000003' }]);
      expect(await other.db.select().from(users).where(eq(users.phone, '13800000003'))).toEqual([]);
      // ... and this one still has it, unchanged.
      const [u] = await t.db.select({ name: users.name }).from(users).where(eq(users.phone, '13800000003'));
      expect(u).toEqual({ name: '赵强' });
    } finally {
      await other.close();
    }
  });
});

describe('the PostgreSQL pool', () => {
  const t = freshTestDb();

  it.runIf(!!process.env.DATABASE_URL)('opens DATABASE_POOL_SIZE connections (5) at most, however many queries wait', async () => {
    await Promise.all(Array.from({ length: 12 }, () => t.db.execute(sql`select pg_sleep(0.2)`)));
    const result = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(5);
  });
});
