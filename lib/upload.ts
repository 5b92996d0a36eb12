// Browser: sends one file to an upload endpoint of the API (route.upload, e.g. activity/upload) as the
// raw body of a POST, its fields in the query. The answer is the usual envelope, handled by the same
// docs/product.md §8 rules as every other call (lib/http-rules.ts).
import type { Envelope } from '@/contract/api-types';
import { ApiCodeError, NetworkError } from './api-errors';
import { Code, codeMsg } from '@/contract/codes';
import { applyFailureRules, type FailureRuleOptions } from './http-rules';

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

export async function uploadFile<T>(
  path: string,
  file: Blob,
  query: Record<string, string>,
  options: FailureRuleOptions & { signal?: AbortSignal } = {},
): Promise<T> {
  const url = `/api/med/${path}?${new URLSearchParams(query).toString()}`;
  let body: unknown = null;
  try {
    const res = await fetch(url, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/octet-stream' },
      signal: options.signal,
    });
    body = await res.json().catch(() => null);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    const failure = new NetworkError(path, error, false);
    applyFailureRules(failure, options);
    throw failure;
  }
  const failure = !isEnvelope(body)
    ? new ApiCodeError(Code.ServerError, codeMsg[Code.ServerError], null, path)
    : body.code === Code.Ok
      ? null
      : new ApiCodeError(body.code, body.codeMsg || codeMsg[Code.ServerError], body.data, path, body.fields);
  if (!failure) return (body as Envelope<T>).data;
  applyFailureRules(failure, options);
  throw failure;
}
