// Wire types of the operator tools (/cache/cleanup): what ops/* answers.

/** ops/status: which operator tools this API has switched on (an OPERATOR_TOKEN is configured). */
export type ApiOpsStatus = { cacheCleanup: boolean };

/**
 * ops/cacheCleanup: the token was right (the attempt is logged either way). The caches themselves are
 * the site's (lib/cache.ts, in the Next.js process): the page clears them on this answer.
 */
export type ApiCacheCleanup = { at: number };

/** A cache the page cleared, with how many entries it held. */
export type ClearedCache = { label: string; entries: number };
