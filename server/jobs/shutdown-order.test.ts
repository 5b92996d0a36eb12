// At shutdown the job queue stops (letting a running job finish) before the database closes: the
// other way round, a reminder being written would fail halfway and run again after the restart.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@/server/startup';
import { onShutdown, shutdownTaskNames } from '@/server/ops/shutdown';
import { getJobs, startJobsAtBoot, stopProcessJobs } from './index';

describe('job queue at shutdown', () => {
  let t: TestDb | undefined;
  afterAll(async () => {
    await stopProcessJobs();
    await t?.close();
  });

  it('is stopped before the database is closed, though the database was opened first', async () => {
    t = await createTestDb();
    const db = t.db;
    // As getDb() does when the database opens, before the queue can start.
    onShutdown('database', async () => {});
    await startJobsAtBoot(async () => db);
    expect(getJobs()?.healthy()).toBe(true);
    const names = shutdownTaskNames();
    expect(names.indexOf('job queue')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('job queue')).toBeLessThan(names.indexOf('database'));
  });
});
