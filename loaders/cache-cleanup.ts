// /cache/cleanup: an operator pastes the token (OPERATOR_TOKEN of the API) and POSTs the form to this
// page. The API checks the token in constant time and logs every attempt (ops/cacheCleanup); when it
// says yes, the in-memory caches (lib/cache.ts: home/common, home/index and any other labelled cache)
// are cleared: with the built-in API already by the API's cache bus, in every process on the database
// (server/cache-bus.ts, wired in instrumentation.ts); with an external API only here, by this loader.
// The edge middleware keeps its own copy of home/common, which it cannot be told to drop: it expires by
// itself within 110 s (docs/product.md §9).
import type { IncomingMessage } from 'node:http';
import { clearLabelledCaches, labelledCacheSizes } from '@/lib/cache';
import { Code, codeMsg } from '@/contract/codes';
import { getEnv } from '@/contract/env';
import { ApiCodeError } from '@/lib/http';
import { isOwnOrigin } from '@/contract/same-origin';
import type { ApiCacheCleanup, ApiOpsStatus, ClearedCache } from '@/contract/wire/ops';
import { withPage } from './page';

export type CleanupOutcome = { isDone: true; cleared: ClearedCache[]; at: number } | { isDone: false; message: string };

export type CacheCleanupProps = { isEnabled: boolean; outcome: CleanupOutcome | null; title: string };

/** The form body is one token: anything bigger is not ours. */
const MAX_BODY_BYTES = 4096;

/** The urlencoded body of a POST, or null when it is too big or not a form. */
export function readFormBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isTooBig = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) isTooBig = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(isTooBig ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', () => resolve(null));
  });
}

/**
 * docs/security.md: a state change only from our own pages (the same rule as the API's dispatcher). A browser
 * sends Origin with every form POST; a request without one (curl) is judged by the token alone.
 */
export function isSameOriginPost(headers: IncomingMessage['headers']): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  return isOwnOrigin(origin, { siteUrl: getEnv().SITE_URL, host: headers.host });
}

export const getServerSideProps = withPage<CacheCleanupProps>(async ({ ctx, api }) => {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const title = '缓存清理';
  if (ctx.req.method !== 'POST') {
    const status = await api.call<ApiOpsStatus>('ops/status');
    return { props: { isEnabled: status.cacheCleanup, outcome: null, title } };
  }

  const refuse = (status: number, message: string, isEnabled = true) => {
    ctx.res.statusCode = status;
    return { props: { isEnabled, outcome: { isDone: false as const, message }, title } };
  };
  if (!isSameOriginPost(ctx.req.headers)) {
    console.warn('[ops] cache cleanup refused: the form was not posted from this site');
    return refuse(403, codeMsg[Code.ForeignOrigin]);
  }
  const form = await readFormBody(ctx.req);
  try {
    // Counted before the call: the built-in API's cache bus may have emptied them by the time it answers.
    const held = new Map(labelledCacheSizes().map((c) => [c.label, c.entries]));
    const answer = await api.call<ApiCacheCleanup>('ops/cacheCleanup', { token: form?.get('token') ?? '' });
    const cleared = clearLabelledCaches().map((c) => ({ label: c.label, entries: Math.max(c.entries, held.get(c.label) ?? 0) }));
    console.log(`[ops] cache cleanup: cleared ${cleared.map((c) => `${c.label} (${c.entries})`).join(', ') || 'nothing'}`);
    return { props: { isEnabled: true, outcome: { isDone: true, cleared, at: answer.at }, title } };
  } catch (error) {
    if (!(error instanceof ApiCodeError)) throw error;
    if (error.code === Code.OperatorDisabled) return refuse(403, error.codeMsg, false);
    if (error.code === Code.TooManyRequests) return refuse(429, error.codeMsg);
    return refuse(403, error.codeMsg || codeMsg[Code.OperatorTokenWrong]);
  }
});
