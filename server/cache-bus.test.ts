import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { poolConfig, type Db } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { createCacheBus, getCacheBus, type CacheBus, type CacheInvalidation } from './cache-bus';

// The operator token is read from the server configuration; the cleanup test sets it here.
const config = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('@/server/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/env')>();
  return { ...real, getServerEnv: () => ({ ...real.getServerEnv(), OPERATOR_TOKEN: config.token }) };
});

const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('cache bus in one process (PGlite, or PostgreSQL before listening)', () => {
  const t = freshTestDb();

  it('clears this process at once, exactly once, with the names asked for', async () => {
    const bus = createCacheBus({ log: quiet });
    const seen: CacheInvalidation[] = [];
    bus.onInvalidation((e) => seen.push(e));
    const event = await bus.publish(t.db, 'test', ['首页公共数据']);
    expect(seen).toEqual([{ id: event.id, reason: 'test', names: ['首页公共数据'] }]);
    await sleep(100);
    expect(seen).toHaveLength(1);
  });

  it('keeps calling the other listeners when one throws', async () => {
    const bus = createCacheBus({ log: quiet });
    const seen: string[] = [];
    bus.onInvalidation(() => {
      throw new Error('broken subscriber');
    });
    bus.onInvalidation((e) => seen.push(e.reason));
    await bus.publish(t.db, 'still-delivered');
    expect(seen).toEqual(['still-delivered']);
  });
});

describe('ops/cacheCleanup publishes on the cache bus', () => {
  const t = freshTestDb();

  it('an allowed cleanup clears every cache; a refused one clears none', async () => {
    const token = 'operator-token-for-the-bus-test-0123';
    config.token = token;
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const seen: CacheInvalidation[] = [];
    const off = getCacheBus().onInvalidation((e) => seen.push(e));
    try {
      const api = createApiCaller(t.db);
      const wrong = await api.call('ops/cacheCleanup', { token: `${token}x` }, { ip: '10.8.0.1' });
      expect(wrong.envelope.code).not.toBe(0);
      expect(seen).toEqual([]);
      const right = await api.call('ops/cacheCleanup', { token }, { ip: '10.8.0.2' });
      expect(right.envelope.code).toBe(0);
      expect(seen).toMatchObject([{ reason: 'cacheCleanup', names: null }]);
    } finally {
      off();
      config.token = undefined;
    }
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('cache bus across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let pool: pg.Pool;
  let db: Db;
  let admin: pg.Client;
  const buses: CacheBus[] = [];

  beforeAll(async () => {
    pool = new pg.Pool(poolConfig(url!));
    db = drizzle({ client: pool }) as unknown as Db;
    admin = new pg.Client(poolConfig(url!));
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    await admin?.end();
    await pool?.end();
  });

  /** A bus as another process would have it, and the connections it opened (to cut them). */
  async function startBus() {
    const clients: pg.Client[] = [];
    const bus = createCacheBus({ log: quiet });
    buses.push(bus);
    const seen: CacheInvalidation[] = [];
    bus.onInvalidation((e) => seen.push(e));
    await bus.listen(url!, (u) => {
      const c = new pg.Client({ ...poolConfig(u), application_name: 'cache-bus-test' });
      clients.push(c);
      return c;
    });
    expect(bus.isListening()).toBe(true);
    return { bus, seen, clients };
  }

  it('a publish in one process reaches the other once, and the publisher once', async () => {
    const a = await startBus();
    const b = await startBus();
    const event = await a.bus.publish(db, 'cacheCleanup');
    await until(() => b.seen.find((e) => e.id === event.id));
    await sleep(200);
    expect(b.seen.filter((e) => e.id === event.id)).toEqual([event]);
    // Its own NOTIFY comes back to the publisher's listener too, and is skipped: delivered locally already.
    expect(a.seen.filter((e) => e.id === event.id)).toEqual([event]);
  });

  it('reconnects after the listening connection is killed, clears everything, and hears the next publish', async () => {
    const a = await startBus();
    const b = await startBus();
    const pid = (b.clients[0] as pg.Client & { processID: number }).processID;
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const missed = await until(() => b.seen.find((e) => e.reason === 'reconnect'), 10_000);
    expect(missed.names).toBeNull();
    expect(b.bus.isListening()).toBe(true);
    expect(b.clients.length).toBeGreaterThanOrEqual(2);
    const event = await a.bus.publish(db, 'after-reconnect', ['字典选项']);
    const got = await until(() => b.seen.find((e) => e.id === event.id));
    expect(got).toEqual({ id: event.id, reason: 'after-reconnect', names: ['字典选项'] });
  });

  it('ignores a message that is not ours', async () => {
    const b = await startBus();
    await admin.query(`select pg_notify('med_cache', 'not json')`);
    const event = await (await startBus()).bus.publish(db, 'after-garbage');
    await until(() => b.seen.find((e) => e.id === event.id));
    expect(b.seen.map((e) => e.reason)).toEqual(['after-garbage']);
  });
});
