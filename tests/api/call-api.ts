// Calls the built-in API the way HTTP would: through the real dispatcher and route table, against a
// test database (server/db/client.ts createTestDb). No sockets, so tests stay fast and parallel.
import qs from 'qs';
import type { Envelope } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { createDispatcher, type ApiResponse } from '@/server/http/dispatch';
import { apiRoutes } from '@/server/routes';
import { captureLogs } from './logs';

export const SITE = 'http://localhost:3000';

export type CallOptions = {
  /** A Cookie header, e.g. "med_sid=...". */
  cookie?: string;
  /** Origin header; defaults to the site's (a browser on our page). null sends none (SSR, curl). */
  origin?: string | null;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Client address; give each test its own to keep per-client limits apart. */
  ip?: string;
  headers?: Record<string, string>;
};

export type CallResult<T> = ApiResponse & {
  envelope: Envelope<T>;
  /** Set-Cookie lines by cookie name: the raw value ('' when cleared) and the whole line. */
  setCookies: Record<string, { value: string; line: string }>;
};

function readSetCookies(res: ApiResponse): CallResult<unknown>['setCookies'] {
  const raw = res.headers['Set-Cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), line }];
    }),
  );
}

/** db, or a function giving it when the first call is made (a freshTestDb block's `() => t.db`). */
export function createApiCaller(db: Db | (() => Db)) {
  const dispatch = createDispatcher(apiRoutes, { getDb: async () => (typeof db === 'function' ? db() : db) });

  /** POSTs a form (an object, encoded with qs, or a raw string) to /api/med/<path>. */
  async function call<T = unknown>(path: string, form: Record<string, unknown> | string = {}, opts: CallOptions = {}): Promise<CallResult<T>> {
    const method = opts.method ?? 'POST';
    const body = typeof form === 'string' ? form : qs.stringify(form);
    const headers: Record<string, string> = { host: 'localhost:3000', ...opts.headers };
    if (opts.origin !== null && method !== 'GET') headers.origin = opts.origin ?? SITE;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (method !== 'GET') headers['content-type'] ??= 'application/x-www-form-urlencoded';
    const url = method === 'GET' && body ? `/api/med/${path}?${body}` : `/api/med/${path}`;
    const res = await dispatch({ method, url, headers, body: method === 'GET' ? '' : body, remoteAddress: opts.ip ?? '127.0.0.1' });
    let envelope = undefined as unknown as Envelope<T>;
    if (String(res.headers['Content-Type'] ?? '').startsWith('application/json')) envelope = JSON.parse(res.body);
    return { ...res, envelope, setCookies: readSetCookies(res) };
  }

  /** Asks for a login code and reads it from the log line the "log" SMS provider prints. */
  async function requestCode(phone: string, opts: CallOptions = {}): Promise<{ code: string | null; res: CallResult<unknown> }> {
    const logs = captureLogs();
    try {
      const res = await call('passport/code', { phone }, opts);
      const line = logs.messages().find((l) => l.startsWith('SMS code for '));
      return { code: line ? line.slice(line.lastIndexOf(' ') + 1) : null, res };
    } finally {
      logs.restore();
    }
  }

  /** Logs in a phone (code then phone) and returns the session cookie header to send afterwards. */
  async function login(phone: string, opts: CallOptions = {}): Promise<{ cookie: string; res: CallResult<unknown> }> {
    const { code } = await requestCode(phone, opts);
    if (!code) throw new Error(`no SMS code was sent to ${phone}`);
    const res = await call('passport/phone', { phone, code }, opts);
    const sid = res.setCookies.med_sid?.value;
    if (!sid) throw new Error(`login of ${phone} failed: ${res.body}`);
    return { cookie: `med_sid=${sid}`, res };
  }

  return { call, requestCode, login, dispatch };
}

export type ApiCaller = ReturnType<typeof createApiCaller>;
