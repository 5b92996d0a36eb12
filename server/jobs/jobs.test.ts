// The job queue (pg-boss on the site's database): jobs run once, not before their time, survive a
// restart, retry on failure, and on PostgreSQL two queues ("processes") share the work without
// running a job twice. Run on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { and, eq, like, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/server/startup';
import { freshTestDb } from '@/tests/api/test-db';
import { liveBookings, lives, messages, rateLimits, sessions, smsCodes, ssoTickets, users } from '@/server/db/schema';
import { getServerEnv } from '@/server/env';
import { createApiCaller } from '@/tests/api/call-api';
import { captureLogs } from '@/tests/api/logs';
import { cleanUp, cleanupJob } from './cleanup';
import { startProcessJobs, stopProcessJobs } from './index';
import { LIVE_REMINDER_QUEUE, runLiveReminder } from './live-reminder';
import { jobId, startJobs, type JobKind, type Jobs } from './queue';
import { SMS_QUEUE, smsJob, smsNoticeSender } from './sms';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(ok: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}
const FAST = { pollingIntervalSeconds: 0.5, schedule: false };
const onPostgres = Boolean(getServerEnv().DATABASE_URL);

describe('job queue', () => {
  const t = freshTestDb();
  const open: Jobs[] = [];
  const start = async (kinds: JobKind[]) => {
    const jobs = await startJobs(t.db, kinds, FAST);
    open.push(jobs);
    return jobs;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((j) => j.stop()));
  });

  const counter = (name: string) => {
    const runs: unknown[] = [];
    const kind: JobKind = { name, work: async (_db, jobs) => void runs.push(...jobs.map((j) => j.data)) };
    return { runs, kind };
  };

  /** Waits for the runs expected, then long enough for a second run of any job to show, and checks them. */
  const expectRunsOnce = async (runs: unknown[], expected: unknown[], settleMs = 1500) => {
    await until(() => runs.length >= expected.length);
    await sleep(settleMs);
    expect(runs).toEqual(expected);
  };

  it('runs a job once', async () => {
    const { runs, kind } = counter('once');
    const jobs = await start([kind]);
    await jobs.send('once', { n: 1 });
    await expectRunsOnce(runs, [{ n: 1 }]);
  });

  it('queues one job for one id, however often it is sent', async () => {
    const { runs, kind } = counter('by-id');
    const jobs = await start([kind]);
    const id = jobId('the same key');
    await jobs.send('by-id', { n: 1 }, { id });
    expect(await jobs.send('by-id', { n: 2 }, { id })).toBeNull();
    await expectRunsOnce(runs, [{ n: 1 }]);
  });

  it('does not run a job before its time, and runs it after', async () => {
    const { runs, kind } = counter('later');
    const jobs = await start([kind]);
    await jobs.send('later', { n: 1 }, { startAfter: new Date(Date.now() + 3000) });
    await sleep(2000);
    expect(runs).toEqual([]);
    await until(() => runs.length > 0);
    expect(runs).toEqual([{ n: 1 }]);
  });

  it('keeps a pending job across a restart and runs it in the next queue', async () => {
    const first = counter('survives');
    const a = await start([first.kind]);
    await a.send('survives', { n: 1 }, { startAfter: new Date(Date.now() + 1500) });
    await a.stop();
    await sleep(2000);
    expect(first.runs).toEqual([]);
    const second = counter('survives');
    await start([second.kind]);
    await expectRunsOnce(second.runs, [{ n: 1 }], 1000);
  });

  it('retries a failed SMS with its queue settings until the provider accepts it', async () => {
    let calls = 0;
    const send = vi.spyOn(smsNoticeSender, 'send').mockImplementation(async () => {
      calls += 1;
      if (calls < 3) throw new Error('provider down');
    });
    const logs = captureLogs();
    try {
      // The real queue's retries, with a 1 s delay so the test does not wait for minutes.
      const jobs = await start([{ ...smsJob, queue: { ...smsJob.queue, retryDelay: 1, retryBackoff: false } }]);
      const id = await jobs.send(SMS_QUEUE, { phone: '13700003001', text: '测试' });
      await until(() => calls >= 3);
      await until(async () => (await jobs.boss.getJobById(SMS_QUEUE, id!))?.state === 'completed');
      expect(calls).toBe(3);
      expect(send).toHaveBeenCalledWith({ phone: '13700003001', text: '测试' });
      expect(smsJob.queue).toMatchObject({ retryLimit: 5, retryBackoff: true });
      expect(logs.lines.filter((l) => l.msg === '[jobs] job failed')).toHaveLength(2);
    } finally {
      logs.restore();
      send.mockRestore();
    }
  });

  it.runIf(onPostgres)('runs each job once when two queues ("processes") share one PostgreSQL database', async () => {
    const runs: string[] = [];
    const kind: JobKind = {
      name: 'shared',
      work: async (_db, jobs) => {
        await sleep(50);
        runs.push(...jobs.map((j) => (j.data as { n: string }).n));
      },
    };
    // Two queues on two pools: each a process of its own as far as PostgreSQL sees.
    const other = await createTestDbOnSameServer(t);
    try {
      const a = await start([kind]);
      const b = await startJobs(other.db, [kind], FAST);
      open.push(b);
      for (let n = 0; n < 10; n++) await a.send('shared', { n: String(n) });
      await until(() => runs.length >= 10);
      await sleep(1500);
      expect([...runs].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      await b.stop();
    } finally {
      await other.close();
    }
  });

  it('stops only once the statement marking the last job done has finished, so the database may close after it', async () => {
    const client = (t.db as unknown as { $client: object }).$client;
    let running = 0;
    // The same database, with the statement that marks a job done slowed down: pg-boss does not wait for it.
    const slowDone = new Proxy(client, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (prop !== 'query') return value.bind(target);
        return async (text: string, values?: unknown[]) => {
          running++;
          try {
            if (text.includes('completed_on = now()')) await sleep(1500);
            return await value.call(target, text, values);
          } finally {
            running--;
          }
        };
      },
    });
    const db = Object.create(t.db, { $client: { value: slowDone } }) as typeof t.db;
    let began!: () => void;
    const working = new Promise<void>((resolve) => (began = resolve));
    const jobs = await startJobs(db, [{ name: 'slow-done', work: async () => began() }], FAST);
    open.push(jobs);
    await jobs.send('slow-done', {});
    await working;
    await jobs.stop();
    expect(running).toBe(0);
  });

  it.runIf(onPostgres)('starts in two processes at once on a database where neither its schema nor its queues exist yet', async () => {
    // Several fresh databases: the two creations collide only now and then.
    for (let round = 0; round < 3; round++) {
      const fresh = await createTestDb();
      const other = await createTestDbOnSameServer(fresh);
      try {
        const kinds = ['a', 'b', 'c', 'd'].map((n) => counter(`race-${n}`).kind);
        const [a, b] = await Promise.all([startJobs(fresh.db, kinds, FAST), startJobs(other.db, kinds, FAST)]);
        expect(a.healthy() && b.healthy()).toBe(true);
        await Promise.all([a.stop(), b.stop()]);
      } finally {
        await other.close();
        await fresh.close();
      }
    }
  }, 60_000);
});

/** A second pool on the same PostgreSQL database as t (a second process's connections). */
async function createTestDbOnSameServer(t: { db: TestDb['db'] }): Promise<TestDb> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('@/server/db/schema');
  const { rows } = await (t.db as unknown as { $client: pg.Pool }).$client.query('select current_database() as name');
  const { poolConfig } = await import('@/server/db/client');
  const pool = new pg.Pool(poolConfig(getServerEnv().DATABASE_URL!, rows[0].name as string));
  // As the site's own pool does (server/db/client.ts): a client still closing when the test drops its database is
  // cut by the server (57P01); that must not end the test run as an unhandled error.
  pool.on('error', () => {});
  return { db: drizzle({ client: pool, schema }) as unknown as TestDb['db'], close: () => pool.end() };
}

describe('clean-up', () => {
  const t = freshTestDb();

  it('deletes expired sessions, tickets, old codes and old rate-limit windows, and keeps fresh ones', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [u] = await t.db.insert(users).values({ phone: '13700008301' }).returning({ id: users.id });
    await t.db.insert(sessions).values([
      { idHash: 'old'.padEnd(64, '0'), userId: u.id, expiresAt: ago(1) },
      { idHash: 'new'.padEnd(64, '0'), userId: u.id, expiresAt: ago(-1) },
    ]);
    await t.db.insert(ssoTickets).values([
      { idHash: 'old'.padEnd(64, '1'), userId: u.id, expiresAt: ago(0.01) },
      { idHash: 'new'.padEnd(64, '1'), userId: u.id, expiresAt: ago(-0.01) },
    ]);
    await t.db.insert(smsCodes).values([
      { phone: '13700008301', codeHash: 'a', client: 'x', createdAt: ago(3), expiresAt: ago(3) },
      // Expired but from today: the daily cap per phone still counts it.
      { phone: '13700008301', codeHash: 'b', client: 'x', createdAt: ago(0.5), expiresAt: ago(0.49) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'cleanup-test', windowStart: ago(3), count: 1 },
      { key: 'cleanup-test', windowStart: ago(0.1), count: 1 },
    ]);

    // Through the job itself, as the hourly schedule runs it.
    await cleanupJob.work(t.db, [], undefined as unknown as Jobs);

    expect((await t.db.select({ id: sessions.idHash }).from(sessions).where(eq(sessions.userId, u.id))).map((r) => r.id[0])).toEqual(['n']);
    expect((await t.db.select({ id: ssoTickets.idHash }).from(ssoTickets).where(eq(ssoTickets.userId, u.id))).map((r) => r.id[0])).toEqual(['n']);
    expect((await t.db.select({ c: smsCodes.codeHash }).from(smsCodes).where(eq(smsCodes.phone, '13700008301'))).map((r) => r.c)).toEqual(['b']);
    expect(await t.db.select({ w: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, 'cleanup-test'))).toHaveLength(1);
    expect(await cleanUp(t.db, now)).toEqual({ smsCodes: 0, sessions: 0, ssoTickets: 0, rateLimits: 0 });
  });

  it('is scheduled hourly when the queue starts', async () => {
    const jobs = await startJobs(t.db, [cleanupJob], { pollingIntervalSeconds: 0.5 });
    try {
      expect(await jobs.boss.getSchedules()).toEqual([expect.objectContaining({ name: 'cleanup', cron: '17 * * * *' })]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('live-start reminder', () => {
  const t = freshTestDb();
  let jobs: Jobs;
  const MIN = 60_000;
  beforeAll(async () => {
    jobs = await startProcessJobs(t.db, FAST);
  });
  afterAll(async () => {
    await stopProcessJobs();
  });

  const remindersOf = (userId: number) =>
    t.db.select().from(messages).where(and(eq(messages.userId, userId), like(messages.title, '%预约的直播%')));
  /** A broadcast whose reminder falls due `inMs` from now (15 minutes before its start). */
  const liveDueIn = async (inMs: number) => {
    const startAt = new Date(Date.now() + 15 * MIN + inMs);
    const [seed] = await t.db.select().from(lives).where(eq(lives.id, 3));
    const [live] = await t.db
      .insert(lives)
      .values({ ...seed, id: undefined, title: '任务测试直播', startAt, endAt: new Date(startAt.getTime() + 60 * MIN) })
      .returning();
    return live;
  };
  /** A learner logged in from `ip`, and a broadcast whose reminder falls due `inMs` from now. */
  const learnerAndLive = async (phone: string, ip: string, inMs: number) => {
    const api = createApiCaller(t.db);
    const { cookie } = await api.login(phone, { ip });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    return { api, cookie, user, live: await liveDueIn(inMs) };
  };

  it('writes one message with the link and queues one SMS at the reminder time, not before', async () => {
    const phone = '13700005001';
    const { api, cookie, user, live } = await learnerAndLive(phone, '10.12.4.1', 3000);
    const logs = captureLogs();
    try {
      const res = await api.call(`live/book/${live.id}`, {}, { cookie, ip: '10.12.4.1' });
      expect(res.envelope.code).toBe(0);
      await sleep(1500);
      expect(await remindersOf(user.id)).toHaveLength(0);
      await until(async () => (await remindersOf(user.id)).length > 0);
      const [message] = await remindersOf(user.id);
      expect(message.title).toBe('您预约的直播即将开始');
      expect(message.link).toBe(`/live/${live.id}`);
      await until(() => logs.lines.some((l) => l.msg.startsWith(`SMS notice for ${phone}:`)));

      // The job once more (a retry, a second process): still one message, no second SMS.
      const [booking] = await t.db.select().from(liveBookings).where(eq(liveBookings.liveId, live.id));
      await runLiveReminder(t.db, jobs, { bookingId: booking.id, liveId: live.id });
      await sleep(1500);
      expect(await remindersOf(user.id)).toHaveLength(1);
      expect(logs.lines.filter((l) => l.msg.startsWith(`SMS notice for ${phone}:`))).toHaveLength(1);
      // The site's full address: a text message is read outside the site.
      expect(logs.lines.find((l) => l.msg.startsWith(`SMS notice for ${phone}:`))?.msg).toContain(`http://localhost:3000/live/${live.id}`);
      // With the notice template's parameters, so a cloud provider sends it too (not only the log).
      const queued = (await t.db.execute(sql`select data from pgboss.job where name = 'sms' and data->>'phone' = ${phone}`)) as unknown as { rows: { data: { params?: unknown } }[] };
      expect(queued.rows.map((r) => r.data.params)).toEqual([{ item: '预约的直播', result: '即将开始' }]);
    } finally {
      logs.restore();
    }
  });

  it('cancels the reminder when the learner unbooks', async () => {
    const { api, cookie, user, live } = await learnerAndLive('13700005002', '10.12.4.2', 2000);
    await api.call(`live/book/${live.id}`, {}, { cookie, ip: '10.12.4.2' });
    const [booking] = await t.db.select().from(liveBookings).where(eq(liveBookings.liveId, live.id));
    expect((await api.call(`live/unbook/${live.id}`, {}, { cookie, ip: '10.12.4.2' })).envelope.code).toBe(0);
    // Both drivers answer execute() with { rows }.
    const { rows } = (await t.db.execute(
      sql`select state from pgboss.job where name = ${LIVE_REMINDER_QUEUE} and (data->>'bookingId')::int = ${booking.id}`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows.map((r) => r.state)).toEqual(['cancelled']);
    await sleep(3500);
    expect(await remindersOf(user.id)).toHaveLength(0);
  });
});
