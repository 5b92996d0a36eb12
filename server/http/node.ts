// Node's http objects <-> the dispatcher's plain data. Reads the body with a size limit (SECURITY:
// bodies have a size limit) and refuses a larger one before buffering it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, codeMsg } from '@/lib/codes';
import { MAX_BODY_BYTES } from './form';
import type { ApiRequest, ApiResponse, Dispatch } from './dispatch';

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function write(res: ServerResponse, answer: ApiResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/** Serves one request of /api/med/* with the given dispatcher. */
export async function serveNode(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: string;
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
  } catch (err) {
    const code = err instanceof BodyTooLarge ? Code.InputTooLarge : Code.BadInput;
    // The rest of the body is not read: close the connection rather than drain it.
    res.setHeader('Connection', 'close');
    write(res, {
      status: err instanceof BodyTooLarge ? 413 : 400,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
      body: JSON.stringify({ code, data: null, codeMsg: codeMsg[code] }),
    });
    return;
  }
  const apiReq: ApiRequest = {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: req.headers,
    body,
    remoteAddress: req.socket?.remoteAddress,
  };
  write(res, await dispatch(apiReq));
}
