// Sends a raw-body upload (route.upload, e.g. activity/upload) through the real dispatcher, as the
// browser's fetch with Content-Type application/octet-stream would.
import type { Envelope } from '@/contract/api-types';
import type { ApiResponse } from '@/server/http/dispatch';
import { SITE, type ApiCaller, type CallOptions } from './call-api';

export type UploadResult<T> = ApiResponse & { envelope: Envelope<T> };

export async function uploadRaw<T = unknown>(
  api: ApiCaller,
  path: string,
  query: Record<string, string>,
  bytes: Buffer,
  opts: CallOptions = {},
): Promise<UploadResult<T>> {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'content-type': 'application/octet-stream',
    'content-length': String(bytes.length),
    ...opts.headers,
  };
  if (opts.origin !== null) headers.origin = opts.origin ?? SITE;
  if (opts.cookie) headers.cookie = opts.cookie;
  async function* body(): AsyncGenerator<Buffer> {
    // In pieces, as a socket delivers them.
    for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  }
  const res = await api.dispatch({
    method: opts.method ?? 'POST',
    url: `/api/med/${path}?${new URLSearchParams(query)}`,
    headers,
    body: '',
    stream: body(),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  const envelope = String(res.headers['Content-Type'] ?? '').startsWith('application/json') ? JSON.parse(res.body) : undefined;
  return { ...res, envelope };
}

/** The bytes a file answer (SendFile) would stream, read from the server's file storage; null when gone. */
export async function downloadedBytes(res: ApiResponse): Promise<Buffer | null> {
  if (!res.file) return null;
  const { getStorage } = await import('@/server/storage');
  const stream = await getStorage().get(res.file.key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
