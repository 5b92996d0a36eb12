// docs/security.md "Every request": TRACE (and TRACK) must be refused with 405, never answered with a 500.
// Next.js hands every page request to the middleware as a fetch Request, and fetch refuses to build
// one with these methods ("'TRACE' HTTP method is unsupported"): the middleware never runs and Next
// answers 500. `next start` offers no hook before that, so the start hook (instrumentation.ts) puts
// this guard in front of every HTTP server of the process (server/ops/http-hook.ts). Server-only (Node).
import type http from 'node:http';
import { FORBIDDEN_FETCH_METHODS, methodNotAllowed } from './request-rules';

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
