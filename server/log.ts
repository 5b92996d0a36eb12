// The server's one logger (pino): one JSON object per line on stdout, for a log collector to parse.
// Lines written while an API request is being answered carry its request id (reqId), so everything
// one request did can be found with one search. Never log cookies, session ids, tokens, secrets or the
// SMS codes of a real provider: the "log" SMS provider's line is the one deliberate exception (demo).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

type RequestContext = { reqId: string };

// Next bundles server/ into several chunks (API route, instrumentation, pages' in-process adapter),
// each with its own copy of this module: the context and the sink must be one per process.
const g = globalThis as typeof globalThis & {
  __medLog?: { context: AsyncLocalStorage<RequestContext>; sink: (line: string) => void };
};
const shared = (g.__medLog ??= {
  context: new AsyncLocalStorage<RequestContext>(),
  sink: batchedStdout(),
});

/**
 * stdout, written once per turn of the event loop rather than once per line: a busy process logs a line for every
 * API call, and every write to a pipe is a system call of its own (about 5 % of the process's time when answering
 * gift exchanges, docs/architecture.md §7). Lines still waiting when the process exits are written on the way out.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const level = LEVELS.has(process.env.LOG_LEVEL ?? '') ? (process.env.LOG_LEVEL as string) : 'info';

export const log = pino(
  {
    level,
    // pid and hostname tell instances apart when several processes write to one collector.
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => shared.context.getStore() ?? {},
    // A belt to the braces above: should a header object ever be logged, these never leave the process.
    redact: { paths: ['headers.cookie', 'headers.authorization', 'headers["x-operator-token"]', '*.token', '*.secret'], censor: '[redacted]' },
  },
  { write: (line: string) => shared.sink(line) },
);

/** An X-Request-Id from a client or a proxy is echoed back and logged, so only a plain short token. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The request id to use for a request that sent this X-Request-Id header (or none): it, or a new one. */
export function requestIdFrom(value: string | string[] | undefined): string {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && SANE_ID.test(id) ? id : randomUUID();
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return shared.context.getStore()?.reqId;
}

/** Runs fn with reqId attached to every log line it (and anything it awaits) writes. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return shared.context.run({ reqId }, fn);
}

/** Tests: sends log lines to fn instead of stdout until the returned function is called. */
export function setLogSink(fn: (line: string) => void): () => void {
  const previous = shared.sink;
  shared.sink = fn;
  return () => {
    shared.sink = previous;
  };
}
