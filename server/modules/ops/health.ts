// ops/health, also at /api/health (next.config.js): whether this process can serve, for a load
// balancer, an orchestrator or a monitor. 200 when every check is ok, 503 with the same shape when one
// is not. Only statuses and timings: never an error text (a PostgreSQL error names hosts and users),
// a connection string, or versions. `checks` takes one entry per dependency: the process, the database
// and the job queue (server/jobs), which counts as down when it is not running or pg-boss reported an
// error in the last minutes: reminders and clean-up would then silently stop.
import { pingDb } from '@/server/db/client';
import { getJobs } from '@/server/jobs';
import { isShuttingDown } from '@/server/ops/shutdown';
import { log } from '@/server/log';
import { defineRoute, RawBody } from '@/server/http/route';

/** A database that has not answered by then counts as down: probes run every few seconds. */
const DB_TIMEOUT_MS = 3000;

type Check = { status: 'ok' | 'unavailable' | 'stopping' };
export type Health = {
  status: 'ok' | 'unavailable';
  checks: {
    process: Check & { uptimeSeconds: number };
    database: Check & { latencyMs?: number };
    jobs: Check;
  };
};

async function checkDatabase(openDb: () => Promise<Parameters<typeof pingDb>[0]>): Promise<Health['checks']['database']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      openDb().then(pingDb),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DB_TIMEOUT_MS} ms`)), DB_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    // The reason goes to the log only, where operators (not visitors) read it.
    log.warn({ err }, '[health] database check failed');
    return { status: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

export const opsHealth = defineRoute({
  methods: ['GET'],
  probe: true,
  handler: async (_input, { openDb }) => {
    // A process that is draining for shutdown asks the balancer to send new visitors elsewhere.
    const stopping = isShuttingDown();
    const health: Health = {
      status: 'ok',
      checks: {
        process: { status: stopping ? 'stopping' : 'ok', uptimeSeconds: Math.floor(process.uptime()) },
        database: stopping ? { status: 'stopping' } : await checkDatabase(openDb),
        jobs: { status: stopping ? 'stopping' : getJobs()?.healthy() ? 'ok' : 'unavailable' },
      },
    };
    if (Object.values(health.checks).some((c) => c.status !== 'ok')) health.status = 'unavailable';
    return new RawBody(JSON.stringify(health), 'application/json; charset=utf-8', {}, health.status === 'ok' ? 200 : 503);
  },
});
