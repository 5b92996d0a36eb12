// The built-in API answered straight from Node's HTTP server, before Next.js routes the request (docs/architecture.md
// §3 "An API call"). Under load, Next's routing of a call to pages/api/med/[...path].ts took about 15 % of the
// process (issue 13's profile of gift exchanges) and adds nothing to the answer but the headers of next.config.js
// and gzip. This guard, on the HTTP hook (server/ops/http-hook.ts), does those two itself, with the compression
// library Next uses, and hands the request to the same entry as the route file. Addresses Next would change first
// (a trailing or doubled slash, a dot segment, an escaped character) and rewritten ones (/sitemap.xml,
// /api/health) still go through Next and the route file, so their answers stay Next's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';
import { Code, codeMsg } from '@/contract/codes';
import { handleApiRequest } from '@/server/handle';
import { log } from '@/server/log';
import { COMMON_HEADERS } from './common-headers';

/** /api/med/ and one or more plain segments, each starting with a letter, digit, `_` or `-`; any query. */
const PLAIN_API_PATH = /^\/api\/med(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

/** Whether the address is one this guard answers (else Next does). */
export function isPlainApiUrl(url: string | undefined): boolean {
  if (!url) return false;
  const q = url.indexOf('?');
  return PLAIN_API_PATH.test(q === -1 ? url : url.slice(0, q));
}

const compress = compression();
const noop = () => {};

/**
 * compression leaves its zlib stream open when the client goes away before the end of the answer, and the
 * stream then outlives the request. Next ends it the same way: the library hands `res.on('drain')` to it.
 */
function releaseCompressionStream(res: ServerResponse): void {
  const stream: unknown = res.on('drain', noop);
  if (stream === res || !(stream instanceof Duplex)) {
    res.off('drain', noop);
    return;
  }
  stream.destroy();
}

/** HTTP-hook guard: answers a plain /api/med/ address itself; anything else goes on to Next. */
export function serveApiDirectly(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isPlainApiUrl(req.url)) return false;
  for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], noop);
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  req.on('error', noop); // a client cut mid-body: the body reader answers it, nothing else should throw
  handleApiRequest(req, res).catch((err: unknown) => {
    // The dispatcher answers every failure of a route; this is the backstop for the plumbing around it.
    log.error({ err }, '[api] direct answer failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify({ code: Code.ServerError, data: null, codeMsg: codeMsg[Code.ServerError] }));
  });
  return true;
}
