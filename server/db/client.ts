// The one database client (docs/architecture.md §4, docs/conventions.md §5): PGlite in-process when DATABASE_URL is unset, a
// node-postgres pool otherwise. It only opens databases: migrating and seeding are start-up's
// (server/startup.ts), which hands its preparation to processDb, so this file knows no domain. The
// process's instance lives on globalThis so that dev-server reloads do not open a second PGlite on the
// same data directory, and a lock file keeps a second process off it (data-dir-lock.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getServerEnv } from '@/server/env';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { transactionWithAfterCommit } from './after-commit';
import { log } from '@/server/log';
import { onShutdown } from '@/server/ops/shutdown';

export type Schema = typeof schema;
/** A database or a transaction of either driver; handlers and queries take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database. `alone` runs fn with no other process preparing the same database at once. */
export type OpenDb = {
  db: Db;
  close: () => Promise<void>;
  alone: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
};
/** What start-up does to a database before anyone uses it (server/startup.ts: migrate, seed). */
export type Prepare = (open: OpenDb) => Promise<void>;

/** Any constant: every process that prepares a PostgreSQL database takes this lock first. */
const PREPARE_LOCK = 7_260_114;

/**
 * Runs fn in one transaction. On PGlite transactions are serialized by PGlite itself (it is a single
 * connection): inside fn use only `tx`, never the outer db, or the call waits for itself forever.
 * Work outside the database that must follow the commit is registered with afterCommit(tx, ...).
 */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWithAfterCommit(db, fn);
}

/** pg takes the user from $USER when the URL has none; libpq (psql) falls back to the OS user. */
export function poolConfig(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url);
  if (!u.username) u.username = encodeURIComponent(os.userInfo().username);
  if (database) u.pathname = `/${database}`;
  return {
    connectionString: u.toString(),
    // Database down: fail fast into code 500 instead of hanging the request (docs/security.md: faults).
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    statement_timeout: 15000,
  };
}

async function openPglite(dataDir: string): Promise<OpenDb> {
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    // Before PGlite touches a file: a second process on the same directory would corrupt it.
    lock = lockDataDir(path.dirname(dataDir));
  }
  try {
    const client = new PGlite(dataDir);
    const db: Db = drizzlePglite({ client, schema });
    return {
      db,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
      // One connection, and the lock file keeps other processes off the directory.
      alone: (fn) => fn(db),
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

function openPostgres(url: string, database?: string): OpenDb {
  const pool = new pg.Pool({ ...poolConfig(url, database), max: getServerEnv().DATABASE_POOL_SIZE });
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => log.error(`[db] idle client error: ${err.message}`));
  return {
    db: drizzlePg({ client: pool, schema }),
    close: () => pool.end(),
    // Several processes may start at once against one database: one connection, under an advisory lock.
    alone: async (fn) => {
      const conn = await pool.connect();
      try {
        // Waiting for another process's seed may take longer than a request may.
        await conn.query('SET statement_timeout = 0');
        await conn.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
        return await fn(drizzlePg({ client: conn, schema }));
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {});
        await conn.query('RESET statement_timeout').catch(() => {});
        conn.release();
      }
    },
  };
}

/** Runs prepare on a freshly opened database; closes it again when that fails. */
async function prepared(opening: Promise<OpenDb> | OpenDb, prepare: Prepare): Promise<OpenDb> {
  const open = await opening;
  try {
    await prepare(open);
    return open;
  } catch (err) {
    await open.close().catch(() => {});
    throw err;
  }
}

type GlobalState = { opening?: Promise<OpenDb>; handle?: OpenDb };
const g = globalThis as typeof globalThis & { __medDb?: GlobalState };
const state: GlobalState = (g.__medDb ??= {});

/**
 * The process's database (DATABASE_URL, or PGlite under DATA_DIR), prepared once; start-up's getDb
 * (server/startup.ts) passes the preparation. A failed open (database down) is not cached: the next
 * call tries again, so the API recovers by itself when the database comes back.
 */
export async function processDb(prepare: Prepare): Promise<Db> {
  if (state.handle) return state.handle.db;
  if (!state.opening) {
    const env = getServerEnv();
    state.opening = prepared(
      env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.resolve(env.DATA_DIR, 'pglite')),
      prepare,
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
 * A fresh, isolated database for one test file, prepared by prepare (start-up's createTestDb migrates
 * and seeds it). PGlite in memory by default; with DATABASE_URL set, a new database on that server
 * (dropped again by close), so test files can run in parallel against the real PostgreSQL.
 */
export async function openTestDb(prepare: Prepare): Promise<TestDb> {
  const url = getServerEnv().DATABASE_URL;
  if (!url) return prepared(openPglite('memory://'), prepare);
  const name = `medtest_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(poolConfig(url));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client(poolConfig(url));
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  let open: OpenDb;
  try {
    open = await prepared(openPostgres(url, name), prepare);
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
  return {
    db: open.db,
    close: async () => {
      await open.close();
      await drop();
    },
  };
}

/** Cheap liveness probe used by health checks. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
