// Node's http objects <-> the dispatcher's plain data. Reads the body with a size limit (docs/security.md:
// bodies have a size limit) and refuses a larger one before buffering it. A raw (octet-stream) body is
// left unread for the upload route to stream under its own limit; file answers are streamed from the
// file storage (DATA_DIR or an S3 bucket, server/storage) through this process, after the route's
// access checks, so the bucket itself never needs to be reachable by visitors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Code, codeMsg } from '@/contract/codes';
import { MAX_BODY_BYTES } from './form';
import type { ApiRequest, ApiResponse, Dispatch } from './dispatch';
import { isRawBody } from './raw-body';
import { log } from '@/server/log';
import { getStorage } from '@/server/storage';

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

async function write(res: ServerResponse, answer: ApiResponse, head = false): Promise<void> {
  let file = null;
  // HEAD gets the headers only: fetching the file (from a bucket, maybe) would be thrown away.
  if (answer.file && !head) {
    try {
      file = await getStorage().get(answer.file.key);
    } catch (err) {
      log.error({ err }, '[api] file storage failed');
    }
    // Gone (or the store down) between the route's check and now: a plain failure, headers not yet out.
    if (!file) {
      await write(res, {
        status: 500,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
        body: JSON.stringify({ code: Code.ServerError, data: null, codeMsg: codeMsg[Code.ServerError] }),
      });
      return;
    }
  }
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (!file) {
    res.end(answer.file ? undefined : (answer.bytes ?? answer.body));
    return;
  }
  try {
    await pipeline(file, res);
  } catch (err) {
    // A client that goes away mid-download is no failure of ours.
    if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    // The headers are out; all that is left is to cut the answer short so the client sees it failed.
    log.error({ err }, '[api] file download failed');
    res.destroy();
  }
}

/** Serves one request of /api/med/* with the given dispatcher. */
export async function serveNode(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: string;
  const raw = isRawBody(req.method, req.headers);
  try {
    body = raw || req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
  } catch (err) {
    const code = err instanceof BodyTooLarge ? Code.InputTooLarge : Code.BadInput;
    // The rest of the body is not read: close the connection rather than drain it.
    res.setHeader('Connection', 'close');
    await write(res, {
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
    // Leaving the loop early (a body over the limit) must not destroy the socket: the answer still goes out.
    stream: raw ? req.iterator({ destroyOnReturn: false }) : undefined,
    remoteAddress: req.socket?.remoteAddress,
  };
  const answer = await dispatch(apiReq);
  // An upload refused before its end: answer, then close rather than read the rest.
  if (raw && !req.complete) res.setHeader('Connection', 'close');
  await write(res, answer, req.method === 'HEAD');
}
