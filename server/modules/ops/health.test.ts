// ops/health at /api/health (next.config.js rewrites it): 200 when the database answers, 503 with the
// same JSON when it does not or while the process shuts down; never an error text, a connection
// string or a version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { createDispatcher, type ApiResponse } from '@/server/http/dispatch';
import { apiRoutes } from '@/server/routes';
import { captureLogs } from '@/tests/api/logs';
import { startProcessJobs, stopProcessJobs } from '@/server/jobs';
import type { Health } from './health';

const get = (dispatch: ReturnType<typeof createDispatcher>, method = 'GET'): Promise<ApiResponse> =>
  dispatch({ method, url: '/api/med/ops/health', headers: { host: 'localhost:3000' }, body: '', remoteAddress: '10.9.0.1' });

describe('ops/health', () => {
  const t = freshTestDb();
  beforeAll(async () => {
    await startProcessJobs(t.db, { pollingIntervalSeconds: 0.5, schedule: false });
  });
  afterAll(async () => {
    await stopProcessJobs();
  });

  it('answers 200 with the process, the database and the job queue ok, as plain JSON that no cache keeps', async () => {
    const res = await get(createDispatcher(apiRoutes, { getDb: async () => t.db }));
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(res.headers['Cache-Control']).toBe('no-store');
    const body = JSON.parse(res.body) as Health;
    expect(body).toEqual({
      status: 'ok',
      checks: {
        process: { status: 'ok', uptimeSeconds: expect.any(Number) },
        database: { status: 'ok', latencyMs: expect.any(Number) },
        jobs: { status: 'ok' },
      },
    });
  });

  it('answers 503 when the job queue is not running (reminders and clean-up would stop unseen)', async () => {
    await stopProcessJobs();
    try {
      const res = await get(createDispatcher(apiRoutes, { getDb: async () => t.db }));
      expect(res.status).toBe(503);
      const body = JSON.parse(res.body) as Health;
      expect(body.status).toBe('unavailable');
      expect(body.checks.jobs).toEqual({ status: 'unavailable' });
      expect(body.checks.database.status).toBe('ok');
    } finally {
      await startProcessJobs(t.db, { pollingIntervalSeconds: 0.5, schedule: false });
    }
  });

  it('answers HEAD as well (monitors that only look at the status)', async () => {
    expect((await get(createDispatcher(apiRoutes, { getDb: async () => t.db }), 'HEAD')).status).toBe(200);
  });

  it('answers 503 with the same shape, and no error text, when the database cannot be opened', async () => {
    const secret = 'postgres://admin:hunter2@db.internal:5432/med';
    const logs = captureLogs();
    const res = await get(createDispatcher(apiRoutes, { getDb: async () => { throw new Error(`connect ECONNREFUSED ${secret}`); } }));
    logs.restore();
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      status: 'unavailable',
      checks: { process: { status: 'ok', uptimeSeconds: expect.any(Number) }, database: { status: 'unavailable' }, jobs: { status: 'ok' } },
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('ECONNREFUSED');
    // The reason is for operators, in the log.
    expect(logs.lines.find((l) => l.msg === '[health] database check failed')).toBeDefined();
  });

  it('answers 503 when the database is open but its queries fail', async () => {
    const broken = { execute: async () => { throw new Error('terminating connection due to administrator command'); } } as unknown as Db;
    const logs = captureLogs();
    const res = await get(createDispatcher(apiRoutes, { getDb: async () => broken }));
    logs.restore();
    expect(res.status).toBe(503);
    expect((JSON.parse(res.body) as Health).checks.database).toEqual({ status: 'unavailable' });
  });

  it('answers 503 rather than hanging when the database does not answer', async () => {
    const logs = captureLogs();
    const started = Date.now();
    const res = await get(createDispatcher(apiRoutes, { getDb: () => new Promise<Db>(() => {}) }));
    logs.restore();
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it('refuses POST like any GET endpoint', async () => {
    const res = await get(createDispatcher(apiRoutes, { getDb: async () => t.db }), 'POST');
    expect(res.status).toBe(405);
  });
});
