// Hourly clean-up: rows that only ever grow and are worthless once expired. Login codes are kept two
// days, as the daily per-phone cap counts the codes of the last day (passport/sms-codes.ts), and
// rate-limit windows two days, the longest window a limit uses (server/http/rate-limit.ts).
import { lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rateLimits } from '@/server/db/system-schema';
import { log } from '@/server/log';
import { sessions, smsCodes, ssoTickets } from '@/server/modules/passport/schema';
import type { JobKind } from './queue';

const DAY_MS = 86_400_000;

export type CleanupCounts = { smsCodes: number; sessions: number; ssoTickets: number; rateLimits: number };

export async function cleanUp(db: Db, now = new Date()): Promise<CleanupCounts> {
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
  const counts = {
    smsCodes: (await db.delete(smsCodes).where(lt(smsCodes.createdAt, twoDaysAgo)).returning({ id: smsCodes.id })).length,
    sessions: (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash })).length,
    ssoTickets: (await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, now)).returning({ id: ssoTickets.idHash })).length,
    rateLimits: (await db.delete(rateLimits).where(lt(rateLimits.windowStart, twoDaysAgo)).returning({ key: rateLimits.key })).length,
  };
  log.info({ deleted: counts }, '[jobs] clean-up done');
  return counts;
}

export const cleanupJob: JobKind = {
  name: 'cleanup',
  // Minute 17: away from the top of the hour, when other scheduled work tends to pile up.
  cron: '17 * * * *',
  // Missing one run is harmless: the next hour deletes the same rows.
  queue: { policy: 'short', retryLimit: 1 },
  work: async (db) => {
    await cleanUp(db);
  },
};
