// Runs a page's loader (getServerSideProps, or the error page's getInitialProps) as Next.js would for
// one visitor's request, with its API calls handed to the built-in API's real dispatcher on a test
// database (createTestDb), so loaders are tested against PGlite and PostgreSQL alike.
import { Readable } from 'node:stream';
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll } from 'vitest';
import { setServerApiAdapter } from '@/lib/http';
import type { Db } from '@/server/db/client';
import { createDispatcher } from '@/server/http/dispatch';
import { apiRoutes } from '@/server/routes';
import { freshTestDb } from './test-db';

/** Hands every server-side API call of this test process to the dispatcher on db; returns the undo. */
export function handLoaderCallsTo(db: Db): () => void {
  const dispatch = createDispatcher(apiRoutes, { getDb: async () => db });
  const adapter: AxiosAdapter = async (config) => {
    const uri = new URL(axios.getUri(config));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    const answer = await dispatch({
      method: (config.method ?? 'get').toUpperCase(),
      url: uri.pathname + uri.search,
      headers,
      body: typeof config.data === 'string' ? config.data : '',
      remoteAddress: '127.0.0.1',
    });
    let data: unknown = answer.body;
    try {
      data = JSON.parse(answer.body);
    } catch {
      // not JSON: the client treats it as a failed call, as over HTTP
    }
    const response: AxiosResponse = { data, status: answer.status, statusText: '', headers: answer.headers, config, request: null };
    return response;
  };
  setServerApiAdapter(adapter);
  return () => setServerApiAdapter(null);
}

/**
 * The test database of a loader test file (freshTestDb), with every server-side API call handed to it
 * from the first test to the last: `const t = freshLoaderDb();` replaces the open/hand-over/undo/close
 * each loader test used to write out.
 */
export function freshLoaderDb(): { readonly db: Db } {
  const t = freshTestDb();
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = handLoaderCallsTo(t.db);
  });
  // Registered after freshTestDb's: runs before the database closes.
  afterAll(() => {
    restore?.();
  });
  return t;
}

export type VisitorRequest = {
  /** Path and query, e.g. "/login?url=%2Fuser%2Finfo". */
  url: string;
  method?: 'GET' | 'POST';
  cookie?: string;
  /** More request headers, e.g. those the middleware adds (x-med-guard) or a browser's Origin. */
  headers?: Record<string, string>;
  /** A form body (POST). */
  body?: string;
  /** The visitor's socket address. */
  address?: string;
};

export type RecordedResponse = { statusCode: number; headers: Record<string, string> };

/** A GetServerSidePropsContext for one request, and what the loader set on the response. */
export function pageContext(request: VisitorRequest): { ctx: GetServerSidePropsContext; res: RecordedResponse } {
  const { url, method = 'GET', cookie, body = '' } = request;
  const headers: Record<string, string> = { host: 'localhost:3000', ...request.headers };
  if (cookie) headers.cookie = cookie;
  const req = Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
    method,
    url,
    headers,
    socket: { remoteAddress: request.address ?? '198.51.100.20' },
  });
  const recorded: RecordedResponse = { statusCode: 200, headers: {} };
  const res = {
    get statusCode() {
      return recorded.statusCode;
    },
    set statusCode(code: number) {
      recorded.statusCode = code;
    },
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = String(value);
    },
    getHeader(name: string) {
      return recorded.headers[name.toLowerCase()];
    },
  };
  const parsed = new URL(url, 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(parsed.searchParams);
  const ctx = { req, res, query, params: {}, resolvedUrl: parsed.pathname + parsed.search } as unknown as GetServerSidePropsContext;
  return { ctx, res: recorded };
}
