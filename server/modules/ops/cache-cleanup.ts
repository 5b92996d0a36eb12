// ops/status and ops/cacheCleanup (/cache/cleanup). Only an operator holding OPERATOR_TOKEN may clear
// caches; every attempt, allowed or refused, is written to ops_log and to the server log. The caches
// are the site's in-memory option and home caches (lib/cache.ts) in every Next.js process: an allowed
// cleanup is published on the cache bus (server/cache-bus.ts), which clears them in this process and,
// on PostgreSQL, in every other one. A site on an external API (MED_API_ORIGIN) is not on the bus: its
// page clears its own caches once this answers that the token is right.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCacheCleanup, ApiOpsStatus } from '@/contract/wire/ops';
import { getCacheBus } from '@/server/cache-bus';
import { getServerEnv } from '@/server/env';
import { ApiError } from '@/server/http/api-error';
import { hitRateLimit } from '@/server/http/rate-limit';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { opsLog } from './schema';
import { checkOperatorToken } from './token';
import { log } from '@/server/log';

/** Tries per client address and ten minutes. */
const TRIES = 10;

export const opsStatus = defineRoute({
  handler: async (): Promise<ApiOpsStatus> => ({ cacheCleanup: Boolean(getServerEnv().OPERATOR_TOKEN) }),
});

export const opsCacheCleanup = defineRoute({
  // Anything may arrive as the token (an array, a huge string): it is simply wrong, and logged as such.
  input: z.object({ token: z.unknown().optional() }),
  handler: async ({ token }, { db, client }): Promise<ApiCacheCleanup> => {
    // Guessing tokens costs time: a handful of tries per client address per ten minutes. Counted here
    // rather than by the dispatcher so that a refused try is logged like any other.
    const isWithinLimit = await hitRateLimit(db, { key: `ops-cache-cleanup:${client}`, limit: TRIES, windowSeconds: 600 });
    const outcome = isWithinLimit ? checkOperatorToken(getServerEnv().OPERATOR_TOKEN, token) : 'limited';
    const isAllowed = outcome === 'ok';
    await db.insert(opsLog).values({ action: 'cacheCleanup', isAllowed, outcome, client: client.slice(0, 64) });
    log.info(`[ops] cache cleanup ${isAllowed ? 'allowed' : `refused (${outcome})`} for ${client}`);
    if (outcome === 'limited') throw new ApiError(Code.TooManyRequests);
    if (outcome === 'disabled') throw new ApiError(Code.OperatorDisabled);
    if (!isAllowed) throw new ApiError(Code.OperatorTokenWrong);
    await getCacheBus().publish(db, 'cacheCleanup');
    return { at: toSeconds(new Date()) };
  },
});
