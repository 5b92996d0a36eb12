import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDb, withTransaction, type TestDb } from './client';
import { users } from './schema';
import { seedIfEmpty } from '@/server/seed';

describe('createTestDb', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a migrated and seeded database', async () => {
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row.n).toBeGreaterThanOrEqual(4);
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
      await other.db.delete(users).where(eq(users.phone, '13800000003'));
      const [u] = await t.db.select().from(users).where(eq(users.phone, '13800000003'));
      expect(u).toBeDefined();
    } finally {
      await other.close();
    }
  });
});
