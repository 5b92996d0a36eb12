// The cache bus: several web processes on one PostgreSQL behave as one site, so a cache cleanup (or any
// change that makes cached data stale) in one process must clear the in-memory caches of all of them.
// On PostgreSQL every process keeps one dedicated connection that LISTENs on CHANNEL, and a publish is
// a NOTIFY on it; on PGlite there is only ever one process (the data-dir lock), so a publish is a local
// call and nothing listens.
//
// Direction of the wiring: the caches themselves live on the site's side (lib/cache.ts) and the server
// never imports them. The server only offers onCacheInvalidation(); the start hook (instrumentation.ts),
// which already joins the two halves (it installs the in-process API adapter), subscribes the site's
// clearLabelledCaches to it. A site on an external API (MED_API_ORIGIN) has no bus and clears its own
// caches on /cache/cleanup.
//
// Bounds: a NOTIFY reaches the other processes within milliseconds of the publishing transaction's
// commit. A process whose listening connection dropped misses what was published meanwhile, so on
// reconnecting it clears all of its caches itself; until then it serves entries that expire by
// themselves within 110 s (docs/product.md §9).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { poolConfig, type Db } from '@/server/db/client';

export const CACHE_CHANNEL = 'med_cache';

/** One invalidation: `names` are cache labels to clear, null means every cache. */
export type CacheInvalidation = { id: string; reason: string; names: string[] | null };
type Message = CacheInvalidation & { from: string };

export type CacheListener = (event: CacheInvalidation) => void;

/** Reconnect waits grow from the first to the last; a health query runs on the listener this often. */
const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];
const PING_MS = 30_000;

export type CacheBus = {
  /** Calls listener for every invalidation, published here or elsewhere; returns the unsubscribe. */
  onInvalidation(listener: CacheListener): () => void;
  /**
   * Clears the named caches (all when names is omitted) of this process at once and, on PostgreSQL,
   * of every other process listening on the same database. Inside a transaction the others hear of it
   * when it commits.
   */
  publish(db: Db, reason: string, names?: string[]): Promise<CacheInvalidation>;
  /** Starts listening on the PostgreSQL at url (idempotent); resolves once the first LISTEN succeeded or failed. */
  listen(url: string, connect?: (url: string) => pg.Client): Promise<void>;
  /** Stops listening and never reconnects. */
  close(): Promise<void>;
  /** Whether the listening connection is up (health, tests). */
  isListening(): boolean;
};

export type CacheBusOptions = { log?: Pick<Console, 'log' | 'warn' | 'error'> };

export function createCacheBus({ log = console }: CacheBusOptions = {}): CacheBus {
  const instance = randomUUID();
  const listeners = new Set<CacheListener>();
  let url: string | undefined;
  let makeClient: (url: string) => pg.Client = (u) => new pg.Client({ ...poolConfig(u), keepAlive: true });
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let started: Promise<void> | undefined;

  function deliver(event: CacheInvalidation): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        // One broken subscriber must not keep the others' caches stale.
        log.error('[cache-bus] a listener failed:', err instanceof Error ? err.message : err);
      }
    }
  }

  function onNotification(msg: pg.Notification): void {
    if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
    let parsed: Message;
    try {
      parsed = JSON.parse(msg.payload) as Message;
    } catch {
      log.warn('[cache-bus] ignored a message that is not JSON');
      return;
    }
    // Our own publish was delivered here already, synchronously.
    if (parsed.from === instance) return;
    const names = Array.isArray(parsed.names) ? parsed.names.filter((n): n is string => typeof n === 'string') : null;
    deliver({ id: String(parsed.id), reason: String(parsed.reason), names });
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, wait);
    retryTimer.unref();
  }

  function dropClient(reason: string): void {
    const old = client;
    client = undefined;
    if (listening) log.warn(`[cache-bus] lost the listening connection (${reason}); reconnecting`);
    listening = false;
    clearInterval(pingTimer);
    pingTimer = undefined;
    if (old) {
      old.removeAllListeners();
      // A late error from the dead socket must not become an unhandled 'error' event.
      old.on('error', () => {});
      old.end().catch(() => {});
    }
    scheduleReconnect();
  }

  async function connect(isReconnect: boolean): Promise<void> {
    if (closed || !url) return;
    const next = makeClient(url);
    client = next;
    next.on('error', (err) => {
      if (client === next) dropClient(err.message);
    });
    next.on('end', () => {
      if (client === next) dropClient('connection ended');
    });
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (client === next) {
        log.warn(`[cache-bus] could not listen (${reason}); trying again`);
        dropClient(reason);
      }
      return;
    }
    if (client !== next || closed) return;
    listening = true;
    attempt = 0;
    // A connection that died without a word (a cable, a firewall) shows up on the next query.
    pingTimer = setInterval(() => {
      next.query('SELECT 1').catch((err: Error) => {
        if (client === next) dropClient(err.message);
      });
    }, PING_MS);
    pingTimer.unref();
    if (isReconnect) {
      log.log('[cache-bus] listening again; clearing every cache, since messages sent meanwhile were missed');
      deliver({ id: randomUUID(), reason: 'reconnect', names: null });
    }
  }

  return {
    onInvalidation(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publish(db, reason, names) {
      const event: CacheInvalidation = { id: randomUUID(), reason, names: names ?? null };
      deliver(event);
      if (url) {
        const payload: Message = { ...event, from: instance };
        await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(payload)})`);
      }
      return event;
    },
    listen(target, connectWith) {
      if (started) return started;
      closed = false;
      url = target;
      if (connectWith) makeClient = connectWith;
      started = connect(false);
      return started;
    },
    async close() {
      closed = true;
      url = undefined;
      started = undefined;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearInterval(pingTimer);
      pingTimer = undefined;
      listening = false;
      const old = client;
      client = undefined;
      if (old) {
        old.removeAllListeners();
        old.on('error', () => {});
        await old.end().catch(() => {});
      }
    },
    isListening() {
      return listening;
    },
  };
}

// The process's bus. On globalThis because the start hook (which subscribes and listens) and the API
// route (which publishes) are bundled apart and may each have their own copy of this module.
const KEY = Symbol.for('med.cacheBus');
const holder = globalThis as { [KEY]?: CacheBus };

export function getCacheBus(): CacheBus {
  return (holder[KEY] ??= createCacheBus());
}
