// Raw request bodies for upload routes (route.upload): the size limit is enforced while the bytes
// arrive, so a body over the limit is never written out in full (docs/security.md: bodies have a size limit).
import { Code } from '@/contract/codes';
import { ApiError } from './api-error';
import { header, type Headers } from './request-info';

export const RAW_BODY_TYPE = /^application\/octet-stream\s*(;|$)/i;

/** Whether a request sends a raw body (not a form), which the Node adapter leaves unread for the route. */
export function isRawBody(method: string | undefined, headers: Headers): boolean {
  return method?.toUpperCase() === 'POST' && RAW_BODY_TYPE.test(header(headers, 'content-type') ?? '');
}

/** "10MB", "512KB": a limit as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(Code.InputTooLarge, `文件不能超过${formatBytes(maxBytes)}`, 413);
}

/** The declared Content-Length, when there is a sane one. */
export function declaredLength(headers: Headers): number | null {
  const raw = header(headers, 'content-length');
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** Passes the chunks of source through, throwing InputTooLarge as soon as more than maxBytes came. */
export async function* limitBody(source: AsyncIterable<Uint8Array | string>, maxBytes: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of source) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += buf.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    yield buf;
  }
}
