// The process's running queue, if any. Kept apart from index.ts (which lists every job kind) so that a
// domain queueing work from inside a job's own code (live/reminders) imports no job kind: no cycle.
import type { Jobs } from './queue';

const g = globalThis as typeof globalThis & { __medJobs?: { jobs?: Jobs } };
export const jobsState = (g.__medJobs ??= {});

/** The queue, or undefined without one (an external API, tests that do not start one). */
export function getJobs(): Jobs | undefined {
  return jobsState.jobs;
}
