// The one place around every endpoint (docs/architecture.md §2, docs/conventions.md §4): route matching, method and origin checks,
// form parsing, validation, rate limits, session lookup, and the envelope for whatever the handler
// returns or throws. Plain data in and out, so Node's http, tests and an in-process axios adapter can
// all call it.
//
// HTTP statuses: every envelope from a matched route answers 200, whatever its code (the client acts on
// `code`, docs/product.md §8). Exceptions, where HTTP itself has the better word and our own client never sees
// them: unknown path 404, wrong method 405 (with Allow), foreign-origin POST 403.
import { z } from 'zod';
import { Code, codeMsg } from '@/contract/codes';
import type { Envelope } from '@/contract/api-types';
import { fieldErrors } from '@/contract/forms/field-errors';
import { readSessionId } from '@/contract/session-cookie';
import type { Db } from '@/server/db/client';
import { ApiError } from './api-error';
import { parseCookies } from './cookies';
import { downloadHeaders } from './download';
import { parseForm, type Form } from './form';
import { declaredLength, limitBody, RAW_BODY_TYPE, tooLarge } from './raw-body';
import { hitRateLimit } from './rate-limit';
import { clientAddress, header, isSameOrigin, type Headers } from './request-info';
import { RawBody, Redirect, SendFile, type AnyRoute, type Ctx, type Method } from './route';
import { findSession, hashToken, isIssuedToken, type Session } from './session';
import type { PageSessions } from '@/contract/in-process';
import { currentRequestId, log, requestIdFrom, withRequestId } from '@/server/log';

export const API_PREFIX = '/api/med/';

export type ApiRequest = {
  method: string;
  /** Path and query as the browser sent them, e.g. "/api/med/passport/code?x=1". */
  url: string;
  headers: Headers;
  /** The raw form body (already size-checked by the Node adapter). */
  body: string;
  /** A raw body left unread (Content-Type application/octet-stream), for routes that declare `upload`. */
  stream?: AsyncIterable<Uint8Array | string>;
  remoteAddress?: string;
  /** Set by the in-process adapter: the session lookups of one page render, shared by its calls (contract/in-process.ts). */
  pageSessions?: PageSessions;
};

export type ApiResponse = {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** Binary bytes to send as the body instead (a generated PDF); `body` is then empty. */
  bytes?: Uint8Array;
  /** A file to stream as the body instead (SendFile answers); the headers already describe it. */
  file?: { key: string; size: number };
};

export type DispatchDeps = { getDb: () => Promise<Db> };

type Compiled = { pattern: string; segments: string[]; route: AnyRoute };

/** JSONP callback names (docs/security.md: a plain identifier only, never reflected otherwise). */
const CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/;

export function compileRoutes(table: Record<string, AnyRoute>): Compiled[] {
  return Object.entries(table)
    .map(([pattern, route]) => ({ pattern, segments: pattern.split('/'), route }))
    // Literal segments before parameters, as pages do: 'user/message/readAll' beats 'user/message/:x'.
    .sort((a, b) => a.segments.filter((s) => s.startsWith(':')).length - b.segments.filter((s) => s.startsWith(':')).length);
}

function matchPath(compiled: Compiled[], path: string): { route: AnyRoute; params: Record<string, string> } | null {
  const parts = path.split('/');
  for (const c of compiled) {
    if (c.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const seg = c.segments[i];
      if (seg.startsWith(':')) {
        if (parts[i] === '') ok = false;
        else params[seg.slice(1)] = parts[i];
      } else ok = seg === parts[i];
    }
    if (ok) {
      for (const k of Object.keys(params)) {
        try {
          params[k] = decodeURIComponent(params[k]);
        } catch {
          throw new ApiError(Code.BadInput);
        }
      }
      return { route: c.route, params };
    }
  }
  return null;
}

/** zod's issues as one Chinese sentence naming the field (docs/product.md §8 toasts codeMsg). */
function badInputMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  return field ? `${field}：${issue.message}` : issue.message;
}

/**
 * A schema failure: codeMsg stays the first field's sentence (what every client reads), and `fields` names
 * every wrong form field with its message (docs/product.md §8), so a form can mark them all. Path
 * parameters are not fields of any form, so they are left out.
 */
function badInput(error: z.ZodError, pathParams: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([name]) => !Object.hasOwn(pathParams, name)));
  return new ApiError(Code.BadInput, badInputMessage(error), 200, Object.keys(fields).length ? fields : null);
}

function envelopeOf(err: unknown, path: string): { envelope: Envelope<null>; status: number } {
  if (err instanceof ApiError) {
    const envelope: Envelope<null> = { code: err.code, data: null, codeMsg: err.message };
    if (err.fields) envelope.fields = err.fields;
    return { envelope, status: err.status };
  }
  log.error({ err }, `[api] ${path} failed`);
  return { envelope: { code: Code.ServerError, data: null, codeMsg: codeMsg[Code.ServerError] }, status: 200 };
}

/** JSON that is also safe inside a script (JSONP) or an HTML page. */
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function createDispatcher(table: Record<string, AnyRoute>, deps: DispatchDeps) {
  const compiled = compileRoutes(table);
  const zhCN = z.locales.zhCN().localeError;

  /**
   * Every answer names its request id (X-Request-Id), and every log line written while answering
   * carries it: a learner's or a proxy's report of a failure leads to its lines. The Node adapter may
   * have set one already (its own lines carry it too); an in-process call (SSR) gets its own.
   */
  return function dispatch(req: ApiRequest): Promise<ApiResponse> {
    const reqId = currentRequestId() ?? requestIdFrom(req.headers['x-request-id']);
    return withRequestId(reqId, async () => {
      const started = performance.now();
      const answer = await dispatchOne(req);
      answer.headers['X-Request-Id'] = reqId;
      const q = req.url.indexOf('?');
      // The path only: a query may carry a ticket or a search a learner typed.
      const path = q === -1 ? req.url : req.url.slice(0, q);
      log.info({ method: req.method, path, status: answer.status, ms: Math.round(performance.now() - started) }, 'api request');
      return answer;
    });
  };

  async function dispatchOne(req: ApiRequest): Promise<ApiResponse> {
    const headers: Record<string, string | string[]> = { 'X-Content-Type-Options': 'nosniff' };
    const cookies: string[] = [];
    let isPrivate = false;
    const q = req.url.indexOf('?');
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    const query = q === -1 ? '' : req.url.slice(q + 1);
    const path = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname.replace(/^\/+/, '');

    const json = (status: number, envelope: Envelope<unknown>): ApiResponse => {
      if (cookies.length) headers['Set-Cookie'] = cookies;
      headers['Content-Type'] = 'application/json; charset=utf-8';
      headers['Cache-Control'] ??= isPrivate || cookies.length ? 'private, no-store' : 'no-store';
      return { status, headers, body: toJson(envelope) };
    };

    let matched: ReturnType<typeof matchPath>;
    try {
      matched = matchPath(compiled, path);
    } catch (err) {
      return json(200, envelopeOf(err, path).envelope);
    }
    if (!matched) return json(404, { code: Code.NotFound, data: null, codeMsg: codeMsg[Code.NotFound] });
    const { route, params } = matched;
    // HEAD is GET without the body (RFC 9110 9.3.2): crawlers check robots.txt and sitemaps with it.
    // Node's ServerResponse drops the body of an answer to HEAD by itself.
    const asked = req.method.toUpperCase();
    const method = asked === 'HEAD' ? 'GET' : asked;

    let callback: string | undefined;
    if (route.format === 'jsonp') {
      let name: unknown;
      try {
        name = parseForm(query).callback;
      } catch {
        name = undefined;
      }
      if (typeof name !== 'string' || !CALLBACK.test(name)) {
        return json(200, { code: Code.BadInput, data: null, codeMsg: '回调函数名不正确' });
      }
      callback = name;
    }

    const answer = (status: number, envelope: Envelope<unknown>): ApiResponse => {
      if (!callback) return json(status, envelope);
      if (cookies.length) headers['Set-Cookie'] = cookies;
      headers['Content-Type'] = 'application/javascript; charset=utf-8';
      headers['Cache-Control'] = 'private, no-store';
      // The leading comment keeps the first bytes from ever being read as anything but JavaScript
      // (the Flash-era "Rosetta Flash" trick needed the callback to start the body).
      return { status, headers, body: `/**/${callback}(${toJson(envelope)});` };
    };

    const allowed: readonly Method[] = route.methods ?? ['POST'];
    if (!allowed.includes(method as Method)) {
      headers.Allow = allowed.join(', ');
      return answer(405, { code: Code.MethodNotAllowed, data: null, codeMsg: codeMsg[Code.MethodNotAllowed] });
    }
    if (method !== 'GET' && !isSameOrigin(req.headers)) {
      return answer(403, { code: Code.ForeignOrigin, data: null, codeMsg: codeMsg[Code.ForeignOrigin] });
    }

    try {
      let form: Form;
      let rawBody: AsyncIterable<Buffer> | null = null;
      if (route.upload) {
        // Upload routes take the file as the raw body and their fields from the query string.
        const type = header(req.headers, 'content-type') ?? '';
        if (method !== 'POST' || !req.stream || !RAW_BODY_TYPE.test(type)) throw new ApiError(Code.BadInput, '请求格式不正确');
        const declared = declaredLength(req.headers);
        if (declared !== null && declared > route.upload.maxBytes) throw tooLarge(route.upload.maxBytes);
        form = parseForm(query);
        delete form._t;
        rawBody = limitBody(req.stream, route.upload.maxBytes);
      } else if (req.stream) {
        throw new ApiError(Code.BadInput, '请求格式不正确');
      } else if (method === 'GET') {
        form = parseForm(query);
        delete form._t;
        delete form.callback;
      } else {
        const type = header(req.headers, 'content-type') ?? '';
        if (req.body !== '' && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
          throw new ApiError(Code.BadInput, '请求格式不正确');
        }
        form = parseForm(req.body);
      }
      const merged: Record<string, unknown> = { ...form, ...params };
      const validate = (): unknown => {
        if (!route.input) return merged;
        const parsed = route.input.safeParse(merged, { error: zhCN });
        if (!parsed.success) throw badInput(parsed.error, params);
        return parsed.data;
      };
      // A route that authorizes (the console's roles) says "forbidden" before it looks at the input, so
      // someone without the role learns nothing from its validation messages.
      let input: unknown = route.authorize ? undefined : validate();

      // A probe (ops/health) must answer while the database is down: it opens it itself (ctx.openDb)
      // and says so, where any other route fails here with code 500.
      const db = route.probe ? (null as unknown as Db) : await deps.getDb();
      const client = clientAddress(req.headers, req.remoteAddress);
      if (route.rateLimit) {
        const { name, limit, windowSeconds } = route.rateLimit;
        const ok = await hitRateLimit(db, { key: `${name}:${client}`, limit: limit(), windowSeconds });
        if (!ok) throw new ApiError(Code.TooManyRequests);
      }

      const sessionToken = readSessionId(parseCookies(header(req.headers, 'cookie')));
      let session: Session | null = null;
      const auth = route.auth ?? 'none';
      let sessionHash: string | undefined;
      if (auth === 'user-in-statement') {
        // The handler checks the session in its own statement (route.ts); only a token that could be live goes on.
        isPrivate = true;
        if (!sessionToken || !isIssuedToken(sessionToken)) throw new ApiError(Code.NotLoggedIn);
        sessionHash = hashToken(sessionToken);
      } else if (auth !== 'none') {
        isPrivate = true;
        session = await findSessionOnce(db, sessionToken, req.pageSessions);
        if (auth === 'user' && !session) throw new ApiError(Code.NotLoggedIn);
      }
      let grant: unknown;
      if (route.authorize) {
        if (!session) throw new ApiError(Code.NotLoggedIn);
        grant = await route.authorize(session, db);
        input = validate();
      }

      const ctx = {
        db, openDb: deps.getDb, params, client, headers: req.headers, sessionToken, session, sessionHash, grant, body: rawBody,
        setCookie: (line: string) => void cookies.push(line),
      } as Ctx<'optional'>;
      const data = await route.handler(input, ctx);
      if (data instanceof SendFile) {
        Object.assign(headers, downloadHeaders(data.file));
        if (data.image) {
          headers['Content-Disposition'] = 'inline';
          headers['Cache-Control'] = `${data.image.isPublic ? 'public' : 'private'}, max-age=${data.image.maxAgeSeconds}, immutable`;
        }
        return { status: 200, headers, body: '', file: { key: data.file.key, size: data.file.size } };
      }
      if (data instanceof Redirect) {
        if (cookies.length) headers['Set-Cookie'] = cookies;
        headers.Location = data.location;
        headers['Cache-Control'] = 'no-store';
        return { status: data.status, headers, body: '' };
      }
      if (!isPrivate && !cookies.length && route.cacheControl) headers['Cache-Control'] = route.cacheControl;
      if (data instanceof RawBody) {
        if (cookies.length) headers['Set-Cookie'] = cookies;
        Object.assign(headers, data.headers);
        headers['Content-Type'] = data.contentType;
        headers['Cache-Control'] ??= isPrivate || cookies.length ? 'private, no-store' : 'no-store';
        if (typeof data.body !== 'string') return { status: data.status, headers, body: '', bytes: data.body };
        return { status: data.status, headers, body: data.body };
      }
      return answer(200, { code: Code.Ok, data: data ?? null, codeMsg: codeMsg[Code.Ok] });
    } catch (err) {
      const { envelope, status } = envelopeOf(err, path);
      return answer(status, envelope);
    }
  }
}

export type Dispatch = ReturnType<typeof createDispatcher>;

/** One lookup per token within one page render; outside a render (a browser's call), a lookup per call. */
function findSessionOnce(db: Db, token: string | undefined, pageSessions: PageSessions | undefined): Promise<Session | null> {
  if (!pageSessions || !token) return findSession(db, token);
  let found = pageSessions.get(token) as Promise<Session | null> | undefined;
  if (!found) {
    found = findSession(db, token);
    pageSessions.set(token, found);
    // A failed lookup is not shared: the next call of the render tries again.
    found.catch(() => pageSessions.get(token) === found && pageSessions.delete(token));
  }
  return found;
}
