// Fixed-window counters kept in the database, so a limit holds across every process sharing it
// (PostgreSQL) and survives restarts.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rateLimits } from '@/server/db/system-schema';

export type Limit = { key: string; limit: number; windowSeconds: number };

/** Counts one hit and tells whether it is still within the limit. */
export async function hitRateLimit(db: Db, { key, limit, windowSeconds }: Limit, now = new Date()): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: key.slice(0, 128), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are useless; sweep now and then rather than on every hit.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * 86_400_000)));
  }
  return row.count <= limit;
}

/**
 * Takes back the hit that hitRateLimit counted at `hitAt`, for a request that turned out not to count
 * (an SMS the provider would not send). Never below zero.
 */
export async function refundRateLimit(db: Db, { key, windowSeconds }: Omit<Limit, 'limit'>, hitAt: Date): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(hitAt.getTime() / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key.slice(0, 128)), eq(rateLimits.windowStart, windowStart)));
}
