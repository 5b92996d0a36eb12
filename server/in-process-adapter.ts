// docs/architecture.md §5: an axios adapter that hands the site's server-side API calls to the built-in API in the same
// process, saving a loopback HTTP hop per call. Everything above it (interceptors, envelope, docs/product.md §8
// rules) is the same as over HTTP, and so is what the API sees: method, path, query, cookie, the
// visitor's address chain, the form body.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { markInProcessAdapter, PAGE_SESSIONS, VISITOR_ADDRESS_HEADER, type PageSessions } from '@/contract/in-process';
import { dispatchApi } from './handle';
import type { Headers } from './http/request-info';

function toHeaders(config: Parameters<AxiosAdapter>[0]): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  }
  return out;
}

export const inProcessAdapter: AxiosAdapter = markInProcessAdapter(async (config) => {
  const uri = new URL(axios.getUri(config));
  const headers = toHeaders(config);
  const visitorAddress = headers[VISITOR_ADDRESS_HEADER];
  delete headers[VISITOR_ADDRESS_HEADER];
  const request = dispatchApi({
    method: (config.method ?? 'get').toUpperCase(),
    url: uri.pathname + uri.search,
    headers,
    body: typeof config.data === 'string' ? config.data : '',
    // The visitor's own request, as if it had reached the API directly: rate limits are theirs
    // (docs/security.md), not one limit shared by everyone this server renders a page for.
    remoteAddress: typeof visitorAddress === 'string' && visitorAddress ? visitorAddress : '127.0.0.1',
    pageSessions: (config as { [PAGE_SESSIONS]?: PageSessions })[PAGE_SESSIONS],
  });
  const timeoutMs = config.timeout || 0;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (timeoutMs > 0) {
      timer = setTimeout(
        () => reject(new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config)),
        timeoutMs,
      );
    }
  });
  try {
    const answer = await Promise.race([request, timeout]);
    let data: unknown = answer.body;
    try {
      data = JSON.parse(answer.body);
    } catch {
      // Not JSON (a redirect, JSONP): the client treats a non-envelope as a failed call.
    }
    const response: AxiosResponse = {
      data,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: null,
    };
    return response;
  } finally {
    clearTimeout(timer);
  }
});
