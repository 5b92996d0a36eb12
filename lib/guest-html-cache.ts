// The guest HTML cache (issue 13; docs/architecture.md §5 "Guest pages"): a visitor without a session gets a public
// page's HTML from memory instead of a render, so a crowd opening one link costs one render every few seconds.
// Server-only (Node). It sits in front of Next on Node's HTTP server (server/ops/http-hook.ts), installed by the
// start hook (instrumentation.ts), which also clears it on every cache-bus message: a staff change in any process
// empties it in every process, and the next guest gets a fresh render.
//
// Never one visitor's data for another: only a request with no session cookie, no invite (cookie or address) and
// none of Next's internal headers is served from it or fills it, and only a plain 200 HTML answer without
// Set-Cookie is kept. The CSP nonce is new for every answer: the stored HTML is split at the nonce of the render
// that filled it, and each answer joins it with a fresh one, in the body and in the Content-Security-Policy header.
//
// Freshness: a staff change clears it at once (and again a moment later, since the publishing process hears its own
// message before its transaction commits); what changes without staff (seats taken, a sign-up deadline passing)
// shows within FRESH_MS, as one request renders anew while the others still get the copy.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { gzip, gzipSync } from 'node:zlib';
import { INVITE_KEY, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/contract/session-cookie';
import { matchRoute } from '@/lib/routes';

export const FRESH_MS = 3000;
/** A copy older than this is never served, even while another request renders anew. */
export const MAX_STALE_MS = 30_000;
/** A request that waits for another's render goes on to render itself after this. */
const WAIT_MS = 5000;
/** The publishing process clears again after this, past its own transaction's commit. */
const AFTER_COMMIT_MS = 1000;
// Bounds, so that addresses made up by a crawler (every ?page=, every search) cannot grow memory without end.
const MAX_ENTRIES = 300;
const MAX_TOTAL_BYTES = 32_000_000;
export const MAX_ENTRY_BYTES = 1_000_000;
const MAX_KEY_LENGTH = 512;
export const CACHE_STATUS_HEADER = 'x-med-html-cache';

const NONCE = /'nonce-([A-Za-z0-9+/=]{16,})'/;
/** Headers the answer recomputes or never repeats. */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'set-cookie']);
/** Request headers by which Next asks for something other than a page's HTML (data, prefetch). */
const INTERNAL_REQUEST = /^(x-nextjs|x-middleware|x-med-guard|x-med-member-template|next-|rsc$|purpose$|sec-purpose$)/;

/** A page kept: its HTML cut at its render's nonce, its CSP cut likewise, the headers an answer from memory repeats. */
export type PageCopy = { parts: Buffer[]; csp: string[]; headers: [string, string | string[]][]; storedAt: number; bytes: number };
type Entry = PageCopy;
type Fill = { generation: number; waiters: (() => void)[] };

export type GuestHtmlCacheOptions = {
  /** Whether a path is a public page that renders the same for every guest (lib/routes.ts). */
  isCacheablePath: (pathname: string) => boolean;
  now?: () => number;
};

export type GuestHtmlCache = {
  /** The request guard (server/ops/http-hook.ts). */
  request(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean;
  /** Drops every copy (a cache-bus message), and again once the publisher's transaction has committed. */
  clear(): void;
  size(): number;
};

/** The operator's page shows the caches themselves, as they are now. */
const NEVER_CACHED = new Set(['/cache/cleanup']);

/** A page every guest sees alike: in the route table, open to guests, for every scope (lib/routes.ts). */
export function isGuestCacheablePath(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  if (!route || NEVER_CACHED.has(route.pattern)) return false;
  return !route.needsLogin && !route.alwaysNotFound && !route.scopes && route.layout !== 'admin';
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(';').map((pair) => pair.split('=')[0]!.trim());
}

/**
 * A request a page cache may answer: a plain GET of a page (no invite, none of Next's internal headers), with its
 * address, its path and whether it carries a session cookie; else null.
 */
export function plainPageRequest(req: http.IncomingMessage): { url: string; pathname: string; session: boolean } | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.length > MAX_KEY_LENGTH) return null;
  const names = cookieNames(req.headers.cookie);
  if (names.includes(INVITE_KEY)) return null;
  for (const name of Object.keys(req.headers)) if (INTERNAL_REQUEST.test(name)) return null;
  const parsed = new URL(url, 'http://x');
  if (parsed.searchParams.has('invite')) return null;
  const session = names.includes(SESSION_COOKIE) || names.includes(SECURE_SESSION_COOKIE);
  return { url, pathname: parsed.pathname, session };
}

/** The cache key of a request that may be served from the cache or fill it, else null. */
export function guestKey(req: http.IncomingMessage, isCacheablePath: (pathname: string) => boolean): string | null {
  const page = plainPageRequest(req);
  return page && !page.session && isCacheablePath(page.pathname) ? page.url : null;
}

function acceptsGzip(req: http.IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function split(buffer: Buffer, token: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(token); at !== -1; at = buffer.indexOf(token, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + token.length;
  }
  parts.push(buffer.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Answers with a kept page under a nonce of its own; status goes in the cache-status header. */
export function serveCopy(entry: PageCopy, req: http.IncomingMessage, res: http.ServerResponse, status = 'hit'): void {
  const nonce = randomBytes(16).toString('base64');
  sendHtml(req, res, { headers: entry.headers, csp: entry.csp.join(nonce), body: joinWith(entry.parts, Buffer.from(nonce)), status });
}

const serve = (entry: Entry, req: http.IncomingMessage, res: http.ServerResponse) => serveCopy(entry, req, res);

/** Answers with a page from memory: its kept headers, a CSP for this answer, gzipped when the client takes it. */
export function sendHtml(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: { headers: [string, string | string[]][]; csp: string; body: Buffer; status: string },
): void {
  req.resume();
  const { body } = page;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('content-security-policy', page.csp);
  res.setHeader(CACHE_STATUS_HEADER, page.status);
  res.setHeader('vary', 'Accept-Encoding');
  if (!acceptsGzip(req)) {
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  // On libuv's thread pool, so the other core compresses while this one serves the next request.
  gzip(body, { level: 6 }, (err, zipped) => {
    if (err) {
      res.setHeader('content-length', body.length);
      res.end(body);
      return;
    }
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', zipped.length);
    res.end(zipped);
  });
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk == null || typeof chunk === 'function') return null;
  return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
}

/**
 * Captures what Next writes for this request; calls done with the entry to keep, or null. Next answers it
 * uncompressed, so that the copy is the page itself; a client that takes gzip still gets this answer gzipped, here
 * (issue 13: a lone visitor, as on a phone or in Lighthouse, is always a miss, and 50 KB of home's HTML instead of
 * 10 KB put a quarter of a second before its first paint on a slow line).
 */
export function capture(req: http.IncomingMessage, res: http.ServerResponse, now: () => number, done: (entry: Entry | null) => void): void {
  const zip = acceptsGzip(req);
  delete req.headers['accept-encoding'];
  const chunks: Buffer[] = [];
  /** Everything Next wrote, held back to be sent gzipped at its end (only when zip). */
  const held: Buffer[] = [];
  let bytes = 0;
  let tooBig = false;
  let headArg: http.OutgoingHttpHeaders | undefined;
  let headArgs: unknown[] | null = null;
  let sending = false;
  let settled = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return;
    if (zip) held.push(buffer);
    if (tooBig) return;
    bytes += buffer.length;
    if (bytes > MAX_ENTRY_BYTES) tooBig = true;
    else chunks.push(buffer);
  };
  const finish = (entry: Entry | null) => {
    if (settled) return;
    settled = true;
    done(entry);
  };
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) headArg = last as http.OutgoingHttpHeaders;
    // Held with the body: the encoding and length are only known at its end (where Node's own end calls it again).
    if (zip && !sending) {
      headArgs = args;
      return this;
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  if (zip) res.flushHeaders = () => {};
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    if (!zip) return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    finish(toEntry());
    if (!zip) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, [chunk, ...rest]);
    const callback = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined;
    let body = Buffer.concat(held);
    // A 304 or an empty answer goes as it is.
    if (body.length > 0 && this.statusCode !== 304 && this.statusCode !== 204) {
      // Synchronous: about a millisecond for a page, once per page per FRESH_MS, and Next sees its end as it wrote it.
      body = gzipSync(body, { level: 6 });
      this.setHeader('content-encoding', 'gzip');
      this.setHeader('content-length', body.length);
      if (headArgs && headArg) {
        headArgs[headArgs.length - 1] = Object.fromEntries(Object.entries(headArg).filter(([name]) => name.toLowerCase() !== 'content-length'));
      }
    }
    sending = true;
    if (headArgs) (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, headArgs);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, callback ? [body, callback] : [body]);
  } as typeof res.end;
  res.once('close', () => finish(null));

  function toEntry(): Entry | null {
    if (tooBig || res.statusCode !== 200) return null;
    const headers: http.OutgoingHttpHeaders = { ...res.getHeaders(), ...lowerCase(headArg) };
    const page = keptPage(headers);
    if (!page) return null;
    const { nonce, csp, kept } = page;
    return { parts: split(Buffer.concat(chunks), Buffer.from(nonce)), csp, headers: kept, storedAt: now(), bytes };
  }
}

/**
 * What a copy keeps of a page's answer headers: the nonce of its render, its CSP split at that nonce, and the
 * headers an answer from memory repeats. Null for anything but an HTML page without Set-Cookie and with a nonce.
 */
export function keptPage(
  headers: http.OutgoingHttpHeaders | http.IncomingHttpHeaders,
): { nonce: string; csp: string[]; kept: [string, string | string[]][] } | null {
  if (headers['set-cookie'] || !String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const csp = String(headers['content-security-policy'] ?? '');
  const nonce = NONCE.exec(csp)?.[1];
  if (!nonce) return null;
  const kept: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED.has(name) || name === 'content-security-policy' || name === CACHE_STATUS_HEADER) continue;
    kept.push([name, Array.isArray(value) ? value : String(value)]);
  }
  return { nonce, csp: csp.split(nonce), kept };
}

function lowerCase(headers: http.OutgoingHttpHeaders | undefined): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

/** Copies by key, within the bounds above: the oldest go first. */
export type PageCopies<E extends { bytes: number }> = {
  get(key: string): E | undefined;
  store(key: string, entry: E): void;
  /**
   * Drops every copy (a cache-bus message), and again once the publisher's transaction has committed. Bumps the
   * generation: a render that started before it was made from what staff just changed, and is not kept.
   */
  clear(): void;
  readonly generation: number;
  readonly size: number;
};

export function createPageCopies<E extends { bytes: number }>(): PageCopies<E> {
  const entries = new Map<string, E>();
  let totalBytes = 0;
  let generation = 0;
  function drop(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    totalBytes -= old.bytes;
    entries.delete(key);
  }
  return {
    get: (key) => entries.get(key),
    store(key, entry) {
      drop(key);
      entries.set(key, entry);
      totalBytes += entry.bytes;
      // The oldest first (a Map keeps insertion order).
      while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) drop(entries.keys().next().value as string);
    },
    clear() {
      const empty = () => {
        generation += 1;
        entries.clear();
        totalBytes = 0;
      };
      empty();
      const again = setTimeout(empty, AFTER_COMMIT_MS);
      again.unref?.();
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}

export function createGuestHtmlCache({ isCacheablePath, now = Date.now }: GuestHtmlCacheOptions): GuestHtmlCache {
  const entries = createPageCopies<Entry>();
  const fills = new Map<string, Fill>();

  function startFill(key: string, req: http.IncomingMessage, res: http.ServerResponse): void {
    const fill: Fill = { generation: entries.generation, waiters: [] };
    fills.set(key, fill);
    res.setHeader(CACHE_STATUS_HEADER, 'miss');
    capture(req, res, now, (entry) => {
      if (fills.get(key) === fill) fills.delete(key);
      if (entry && fill.generation === entries.generation) entries.store(key, entry);
      for (const wake of fill.waiters) wake();
    });
  }

  const age = (entry: Entry) => now() - entry.storedAt;

  const cache: GuestHtmlCache = {
    request(req, res, pass) {
      const key = guestKey(req, isCacheablePath);
      if (!key) return false;
      const entry = entries.get(key);
      if (entry && age(entry) < FRESH_MS) {
        serve(entry, req, res);
        return true;
      }
      const running = fills.get(key);
      if (running) {
        // Someone is rendering this page now: the copy still serves meanwhile, or else wait for theirs.
        if (entry && age(entry) < MAX_STALE_MS) {
          serve(entry, req, res);
          return true;
        }
        let woken = false;
        const wake = () => {
          if (woken) return;
          woken = true;
          clearTimeout(timer);
          const filled = entries.get(key);
          if (filled && age(filled) < FRESH_MS) serve(filled, req, res);
          else pass();
        };
        const timer = setTimeout(wake, WAIT_MS);
        running.waiters.push(wake);
        return true;
      }
      startFill(key, req, res);
      return false;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
  return cache;
}
