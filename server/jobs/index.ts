// The process's job queue: started by instrumentation.ts next to the database, stopped at shutdown.
// Code that queues work (live/book) asks getJobs(); without a queue (an external API, tests that do not
// start one) it gets undefined and the lazy paths that existed before the queue still do the work.
import { closeDb, type Db } from '@/server/db/client';
import { log } from '@/server/log';
import { onShutdown } from '@/server/ops/shutdown';
import { articlePublishJob } from './publish';
import { cleanupJob } from './cleanup';
import { getJobs, jobsState as state } from './current';
import { liveReminderJob } from './live-reminder';
import { startJobs, type Jobs, type JobsOptions } from './queue';
import { smsJob } from './sms';

export const JOB_KINDS = [cleanupJob, liveReminderJob, smsJob, articlePublishJob];

export { getJobs };

/** Starts the queue on db with every job kind and makes it the process's; tests pass short intervals. */
export async function startProcessJobs(db: Db, opts?: JobsOptions): Promise<Jobs> {
  if (state.jobs) return state.jobs;
  const jobs = await startJobs(db, JOB_KINDS, opts);
  state.jobs = jobs;
  return jobs;
}

export async function stopProcessJobs(): Promise<void> {
  const jobs = state.jobs;
  state.jobs = undefined;
  await jobs?.stop();
}

const RETRY_START_MS = 30_000;

/**
 * At server start. A queue that fails to start (database not up yet) is logged and tried again every
 * 30 s, not fatal: pages and the API do not need it, and ops/health reports it meanwhile.
 */
export async function startJobsAtBoot(openDb: () => Promise<Db>): Promise<void> {
  try {
    await startProcessJobs(await openDb());
    // A job in its handler finishes before the database closes: the database task is moved after ours.
    onShutdown('job queue', stopProcessJobs);
    onShutdown('database', closeDb);
    log.info('[jobs] queue started');
  } catch (err) {
    log.error({ err }, '[jobs] queue did not start; trying again in 30 s');
    setTimeout(() => void startJobsAtBoot(openDb), RETRY_START_MS).unref();
  }
}
