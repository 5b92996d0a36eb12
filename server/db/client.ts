// The one database client (docs/architecture.md §4, docs/conventions.md §5): PGlite in-process when DATABASE_URL is unset, a
// node-postgres pool otherwise. Migrations run and the seed loads on first use; the instance lives on
// globalThis so that dev-server reloads do not open a second PGlite on the same data directory, and a
// lock file keeps a second process off it (data-dir-lock.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getServerEnv } from '@/server/env';
import * as schema from './schema';
import { seedIfEmpty } from '@/server/seed';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { log } from '@/server/log';
import { onShutdown } from '@/server/ops/shutdown';

export type Schema = typeof schema;
/** A database or a transaction of either driver; handlers and queries take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

type Handle = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), 'server/db/migrations');
/** Any constant: every process that migrates a PostgreSQL database takes this lock first. */
const MIGRATE_LOCK = 7_260_114;

/**
 * Runs fn in one transaction. On PGlite transactions are serialized by PGlite itself (it is a single
 * connection): inside fn use only `tx`, never the outer db, or the call waits for itself forever.
 */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** pg takes the user from $USER when the URL has none; libpq (psql) falls back to the OS user. */
export function poolConfig(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url);
  if (!u.username) u.username = encodeURIComponent(os.userInfo().username);
  if (database) u.pathname = `/${database}`;
  return {
    connectionString: u.toString(),
    max: 10,
    // Database down: fail fast into code 500 instead of hanging the request (docs/security.md: faults).
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    statement_timeout: 15000,
  };
}

async function openPglite(dataDir: string): Promise<Handle> {
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    // Before PGlite touches a file: a second process on the same directory would corrupt it.
    lock = lockDataDir(path.dirname(dataDir));
  }
  let client: PGlite | undefined;
  try {
    client = new PGlite(dataDir);
    const pglite = drizzlePglite({ client, schema });
    const db: Db = pglite;
    await migratePglite(pglite, { migrationsFolder: MIGRATIONS });
    await seedIfEmpty(db);
    const opened = client;
    return {
      db,
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}

async function openPostgres(url: string, database?: string): Promise<Handle> {
  const pool = new pg.Pool(poolConfig(url, database));
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => log.error(`[db] idle client error: ${err.message}`));
  try {
    // Several processes may start at once against one database: migrate and seed under a lock.
    const conn = await pool.connect();
    try {
      // Waiting for another process's seed may take longer than a request may.
      await conn.query('SET statement_timeout = 0');
      await conn.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
      const single: NodePgDatabase<Schema> = drizzlePg({ client: conn, schema });
      await migratePg(single, { migrationsFolder: MIGRATIONS });
      await seedIfEmpty(single);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => {});
      await conn.query('RESET statement_timeout').catch(() => {});
      conn.release();
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const db: Db = drizzlePg({ client: pool, schema });
  return { db, close: () => pool.end() };
}

type GlobalState = { opening?: Promise<Handle>; handle?: Handle };
const g = globalThis as typeof globalThis & { __medDb?: GlobalState };
const state: GlobalState = (g.__medDb ??= {});

/**
 * The process's database, migrated and seeded. A failed open (database down) is not cached: the next
 * call tries again, so the API recovers by itself when the database comes back.
 */
export async function getDb(): Promise<Db> {
  if (state.handle) return state.handle.db;
  if (!state.opening) {
    const env = getServerEnv();
    state.opening = (
      env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.resolve(env.DATA_DIR, 'pglite'))
    ).then(
      (handle) => {
        state.handle = handle;
        state.opening = undefined;
        // Closed on SIGTERM/SIGINT once the requests in flight are done (server/ops/shutdown.ts).
        onShutdown('database', closeDb);
        return handle;
      },
      (err: unknown) => {
        state.opening = undefined;
        throw err;
      },
    );
  }
  return (await state.opening).db;
}

/** Closes the process's database (shutdown, or the end of a test run). */
export async function closeDb(): Promise<void> {
  const handle = state.handle ?? (await state.opening?.catch(() => undefined));
  state.handle = undefined;
  state.opening = undefined;
  await handle?.close();
}

export type TestDb = { db: Db; close: () => Promise<void> };

/**
 * A fresh, isolated, migrated and seeded database for one test file. PGlite in memory by default; with
 * DATABASE_URL set, a new database on that server (dropped again by close), so test files can run in
 * parallel against the real PostgreSQL.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = getServerEnv().DATABASE_URL;
  if (!url) return openPglite('memory://');
  const name = `medtest_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(poolConfig(url));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(url, name);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      const drop = new pg.Client(poolConfig(url));
      await drop.connect();
      try {
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.end();
      }
    },
  };
}

/** Cheap liveness probe used by health checks. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
