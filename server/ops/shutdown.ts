// Graceful shutdown (SIGTERM from an orchestrator, a rolling restart, Ctrl-C): stop taking
// connections, let the requests in flight finish for up to SHUTDOWN_TIMEOUT_SECONDS, then run the
// shutdown tasks (close the database: PGlite checkpoints and releases DATA_DIR's lock, the PostgreSQL
// pool ends its sessions) and exit 0.
//
// `next start` has its own SIGTERM handler: it closes its HTTP server, waits for every connection
// without a limit, then calls process.exit(143) at once, which would cut the database close short.
// It offers no hook in between, so while our sequence runs process.exit only records the wish, and
// we exit ourselves once the tasks are done. Servers and requests are tracked by shutdownGuard, which
// instrumentation.ts puts in front of http.Server's events (server/ops/http-hook.ts).
import type http from 'node:http';
import { log } from '@/server/log';
import type { ServerGuard } from './http-hook';

type Task = { name: string; run: () => Promise<void> };

type State = {
  stopping: boolean;
  signalsHooked: boolean;
  timeoutMs: number;
  servers: Set<http.Server>;
  inFlight: Set<http.ServerResponse>;
  tasks: Map<string, Task>;
  onIdle?: () => void;
  done?: Promise<void>;
};

// One per process, whichever bundle (instrumentation, API route) imports this module.
const g = globalThis as typeof globalThis & { __medShutdown?: State };
const state: State = (g.__medShutdown ??= {
  stopping: false,
  signalsHooked: false,
  timeoutMs: 10_000,
  servers: new Set(),
  inFlight: new Set(),
  tasks: new Map(),
});

/** Whether the process is draining for shutdown (ops/health then answers 503). */
export function isShuttingDown(): boolean {
  return state.stopping;
}

/**
 * Adds (or replaces, by name) a task run once the requests have drained, e.g. closing the database.
 * Tasks run in the order they were last added, so re-adding one moves it last (the job queue re-adds
 * the database so that its jobs finish before the database closes).
 */
export function onShutdown(name: string, run: () => Promise<void>): void {
  state.tasks.delete(name);
  state.tasks.set(name, { name, run });
  hookSignals();
}

/** The shutdown tasks in the order they will run (for tests and the start-up log). */
export function shutdownTaskNames(): string[] {
  return [...state.tasks.keys()];
}

function hookSignals(): void {
  if (state.signalsHooked) return;
  state.signalsHooked = true;
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** Sets the time requests in flight get once a signal came (SHUTDOWN_TIMEOUT_SECONDS) and hooks the signals. */
export function installGracefulShutdown(opts: { timeoutSeconds: number }): void {
  state.timeoutMs = opts.timeoutSeconds * 1000;
  hookSignals();
}

/**
 * Tracks every HTTP server of the process and its requests in flight, and turns new connections away
 * once shutdown has begun (installed by instrumentation.ts through server/ops/http-hook.ts).
 */
export const shutdownGuard: ServerGuard = {
  connection: (server, socket) => {
    state.servers.add(server);
    if (!state.stopping) return false;
    // The listener may not be closed yet (a connection already queued): refuse it all the same.
    socket.destroy();
    return true;
  },
  request: (_req, res) => {
    state.inFlight.add(res);
    // A request arriving on a kept-alive connection while draining is served, and its connection closed.
    if (state.stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      state.inFlight.delete(res);
      if (state.inFlight.size === 0) state.onIdle?.();
    });
    return false;
  },
};

function drained(timeoutMs: number): Promise<boolean> {
  if (state.inFlight.size === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    state.onIdle = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
}

/** The whole sequence; a second signal while it runs changes nothing. */
export function shutdown(signal: string): Promise<void> {
  state.done ??= (async () => {
    state.stopping = true;
    const exit = process.exit;
    // Next's handler exits as soon as its server has drained; ours decides when (see the top).
    process.exit = ((code?: number) => {
      log.debug({ code }, '[shutdown] exit requested while shutting down; held until the tasks are done');
    }) as typeof process.exit;
    log.info({ signal, inFlight: state.inFlight.size }, '[shutdown] no new connections; finishing the requests in flight');
    for (const server of state.servers) {
      server.close(() => {}); // an error only says it was closed already (Next closes it too)
      server.closeIdleConnections();
    }
    // Answers not started yet close their connection when done instead of keeping it for another.
    for (const res of state.inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const ok = await drained(state.timeoutMs);
    if (!ok) log.warn({ inFlight: state.inFlight.size, timeoutMs: state.timeoutMs }, '[shutdown] requests still running at the time limit; cutting them off');
    for (const server of state.servers) server.closeAllConnections();
    for (const task of state.tasks.values()) {
      try {
        await task.run();
      } catch (err) {
        log.error({ err }, `[shutdown] ${task.name} failed`);
      }
    }
    log.info('[shutdown] done');
    exit.call(process, 0);
  })();
  return state.done;
}
