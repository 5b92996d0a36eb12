// docs/security.md "Every request": TRACE (and TRACK) must be refused with 405, never answered with a 500.
// Next.js hands every page request to the middleware as a fetch Request, and fetch refuses to build
// one with these methods ("'TRACE' HTTP method is unsupported"): the middleware never runs and Next
// answers 500. `next start` offers no hook before that, so the start hook (instrumentation.ts) puts
// this guard in front of every HTTP server of the process. Server-only (Node).
import type http from 'node:http';
import { FORBIDDEN_FETCH_METHODS, methodNotAllowed } from './request-rules';

const INSTALLED = Symbol.for('med.methodGuard');

type GuardedPrototype = typeof http.Server.prototype & { [INSTALLED]?: true };

/** Answers a refused method; returns whether it did (the request then goes no further). */
export function refuseForbiddenMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!FORBIDDEN_FETCH_METHODS.includes(String(req.method).toUpperCase())) return false;
  const answer = methodNotAllowed();
  res.writeHead(answer.status, answer.headers);
  // A TRACE answer must never echo the request (cross-site tracing): the body is our envelope only.
  res.end(answer.body);
  req.resume();
  return true;
}

/** Puts refuseForbiddenMethod in front of the 'request' event of every http.Server; idempotent. */
export function installMethodGuard(httpModule: typeof http): void {
  const proto = httpModule.Server.prototype as GuardedPrototype;
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseForbiddenMethod(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) {
      return true;
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
