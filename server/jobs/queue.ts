// The job queue (issue 12): work that runs at a time or outside a request, on the site's own database
// through pg-boss, so jobs survive a restart and several processes on one PostgreSQL share them (a job
// is fetched with SKIP LOCKED, so exactly one process runs it). pg-boss is given the database the API
// already opened, not a second connection: on the embedded PGlite a second client could not open the
// data directory at all. pg-boss 10 is used because 11 and later need Node 22 (we support Node 20).
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';

export type JobKind = {
  name: string;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** A cron line (UTC) for work that repeats, e.g. the hourly clean-up. */
  cron?: string;
  work: (db: Db, jobs: PgBoss.Job<unknown>[], queue: Jobs) => Promise<void>;
};

type PgliteLike = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};
type PoolLike = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss's database interface, and a wait for the statements it has sent to finish. */
export type BossDb = PgBoss.Db & { idle: () => Promise<void> };

/**
 * pg-boss's database interface over the client under a drizzle database. PGlite's query() takes one
 * statement only, and pg-boss sends its schema and its locked maintenance as one multi-statement text
 * without parameters: those go through exec(), which PGlite runs as one unit.
 *
 * pg-boss marks a finished job done without waiting for it (its worker calls complete() and moves on), so its
 * stop() can return while that statement is still running; `idle` lets our stop wait for it, so that nothing
 * reaches the database after the queue has stopped and the database may close.
 */
export function bossDb(db: Db): BossDb {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(statement: Promise<T>): Promise<T> => {
    running.add(statement);
    const done = () => running.delete(statement);
    statement.then(done, done);
    return statement;
  };
  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  if ('exec' in client && typeof client.exec === 'function') {
    const pglite = client as PgliteLike;
    return {
      idle,
      executeSql: (text, values) =>
        tracked(
          (async () => {
            if (values?.length) return { rows: (await pglite.query(text, values)).rows };
            const results = await pglite.exec(text);
            return { rows: results.at(-1)?.rows ?? [] };
          })(),
        ),
    };
  }
  const pool = client as PoolLike;
  return { idle, executeSql: (text, values) => tracked(pool.query(text, values).then((r) => ({ rows: r.rows }))) };
}

/**
 * A job id made from a key: pg-boss inserts a job whose id exists already as nothing (ON CONFLICT DO
 * NOTHING), so sending the same key twice queues one job, whatever its queue's policy, and the job can
 * be cancelled by its key. (singletonKey alone holds only while a job waits, and only on some policies.)
 */
export function jobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type Jobs = {
  boss: PgBoss;
  send: PgBoss['send'];
  stop: () => Promise<void>;
  /** Started, not stopped, and pg-boss (its upkeep, cron and fetching) reported no error for 5 minutes. */
  healthy: () => boolean;
};

export type JobsOptions = {
  /** How often an idle worker looks for due jobs; short in tests. */
  pollingIntervalSeconds?: number;
  /** Run the cron schedules (clean-up); tests that count runs turn them off. */
  schedule?: boolean;
};

export async function startJobs(db: Db, kinds: JobKind[], opts: JobsOptions = {}): Promise<Jobs> {
  const database = bossDb(db);
  const boss = new PgBoss({
    db: database,
    schema: 'pgboss',
    schedule: opts.schedule ?? true,
    // Finished jobs are kept a week for an operator to look at, then dropped by pg-boss's upkeep.
    deleteAfterDays: 7,
  });
  let lastErrorAt = 0;
  boss.on('error', (err: Error) => {
    lastErrorAt = Date.now();
    log.error({ err }, '[jobs] queue error');
  });
  let stopped = false;
  const handle: Jobs = {
    boss,
    send: boss.send.bind(boss) as PgBoss['send'],
    healthy: () => !stopped && Date.now() - lastErrorAt > 5 * 60_000,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // Graceful: a job in its handler finishes first. close:false, as the database belongs to the API.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await database.idle();
    },
  };
  const unlock = await lockStart(db);
  try {
    await boss.start();
    await registerKinds(boss, db, kinds, handle, opts);
  } catch (err) {
    // Not left half-started: its timers would keep polling beside the next attempt's queue.
    await handle.stop().catch(() => {});
    throw err;
  } finally {
    await unlock();
  }
  return handle;
}

/** Any constant, other than the migration lock's (server/db/client.ts). */
const START_LOCK = 7_260_115;

type PoolClient = { query(text: string, values?: unknown[]): Promise<unknown>; release(): void };

/**
 * On PostgreSQL, one process at a time creates pg-boss's schema and queues: pg-boss checks for its
 * schema and then creates it, so two processes starting together on a fresh database both try, and
 * one fails ("duplicate key ... pg_namespace"). PGlite has one process by construction.
 */
async function lockStart(db: Db): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: { connect?: () => Promise<PoolClient> } }).$client;
  if (typeof client.connect !== 'function' || 'exec' in client) return async () => {};
  const conn = await client.connect();
  try {
    // Waiting for another process's start may take longer than a statement may.
    await conn.query('SET statement_timeout = 0');
    await conn.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
  } catch (err) {
    conn.release();
    throw err;
  }
  return async () => {
    await conn.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    await conn.query('RESET statement_timeout').catch(() => {});
    conn.release();
  };
}

/**
 * Creates a queue unless it exists (and brings its retry settings up to date). Starts are serialized by
 * lockStart; a deadlock is still retried, as a process of an older version may create queues unlocked.
 */
async function ensureQueue(boss: PgBoss, kind: JobKind): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const options = { name: kind.name, ...kind.queue };
      if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
      else await boss.createQueue(kind.name, options);
      return;
    } catch (err) {
      if (attempt >= 5 || (err as { code?: string }).code !== '40P01') throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
    }
  }
}

async function registerKinds(boss: PgBoss, db: Db, kinds: JobKind[], handle: Jobs, opts: JobsOptions): Promise<void> {
  for (const kind of kinds) {
    await ensureQueue(boss, kind);
    await boss.work(kind.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
      try {
        await kind.work(db, jobs, handle);
      } catch (err) {
        // Thrown on to pg-boss, which retries the job as its queue says (retryLimit, retryDelay).
        log.warn({ err, job: kind.name }, '[jobs] job failed');
        throw err;
      }
    });
    if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { singletonKey: kind.name });
  }
}
