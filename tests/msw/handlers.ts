// Builders for academy API answers in msw handlers: `apiPost('home/auth', () => ok(userInfo))`.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Envelope } from '@/contract/api-types';
import { Code, codeMsg, type CodeValue } from '@/contract/codes';

/** The full URL (or site-relative path when origin is '') of an API path such as "home/auth". */
export function apiUrl(path: string, origin = ''): string {
  return `${origin}/api/med/${path.replace(/^\/+/, '')}`;
}

export function apiPost(path: string, resolver: HttpResponseResolver, origin = '') {
  return http.post(apiUrl(path, origin), resolver);
}

export function apiGet(path: string, resolver: HttpResponseResolver, origin = '') {
  return http.get(apiUrl(path, origin), resolver);
}

export type SeenRequest = { url: string; type: string | null; body: string };

/**
 * Answers `path` with ok(data) and records what the request carried (its URL, content type and body):
 * `const { seen, handler } = recordApiPost('user/message/list', { list: [] }); server.use(handler); ...; expect(seen.last?.body)`.
 */
export function recordApiPost(path: string, data: unknown, origin = '') {
  const seen: { last?: SeenRequest } = {};
  const handler = apiPost(path, async ({ request }) => {
    seen.last = { url: request.url, type: request.headers.get('content-type'), body: await request.text() };
    return ok(data);
  }, origin);
  return { seen, handler };
}

/** A success envelope. */
export function ok<T>(data: T) {
  return HttpResponse.json<Envelope<T>>({ code: Code.Ok, data, codeMsg: codeMsg[Code.Ok] });
}

/** An error envelope with the code table's message unless one is given. */
export function fail(code: CodeValue | number, message?: string, status = 200) {
  const text = message ?? codeMsg[code as CodeValue] ?? '';
  return HttpResponse.json<Envelope<null>>({ code, data: null, codeMsg: text }, { status });
}
