// THE shared axios client of the site (docs/architecture.md §5). Every call to /api/med/* goes through `call`, which
// sends a form-encoded POST (or a GET with _t), unwraps the envelope and, in the browser, applies the
// docs/product.md §8 rules in one place (http-rules.ts). On the server a client is made per request: it forwards
// the visitor's cookie and shares nothing with other requests.
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { Envelope } from '@/contract/api-types';
import { toFormBody } from './form-body';
import { ApiCodeError, NetworkError, isCanceledError } from './api-errors';
import { Code, codeMsg as codeMessages } from '@/contract/codes';
import { isInProcessAdapter, PAGE_SESSIONS, VISITOR_ADDRESS_HEADER } from '@/contract/in-process';
import { applyFailureRules, type FailureRuleOptions } from './http-rules';

export { ApiCodeError, NetworkError, isCanceledError } from './api-errors';
export { NETWORK_ERROR_MESSAGE, setNotFoundHandler, setServerErrorHandler } from './http-rules';

/** The API's prefix, relative to the site (browser) or to MED_API_ORIGIN (server). */
export const API_PREFIX = '/api/med/';

/** What the client reads from Node's IncomingMessage (or a test double). */
export type IncomingRequestLike = {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
};

export type CallOptions = FailureRuleOptions & {
  /** docs/product.md §7: POST unless noted. */
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  /** The visitor's request, during SSR: its cookie (the session) and address are passed on. */
  req?: IncomingRequestLike;
  /** Sees every failed call (not cancelled ones) before the rules apply, e.g. to log on the server. */
  onError?: (error: ApiCodeError | NetworkError) => void;
  /** A custom axios adapter (docs/architecture.md §5: an in-process adapter for the built-in API, if bench says so). */
  adapter?: AxiosAdapter;
};

export type ApiClient = {
  /** Calls an API path ("user/invoice/list"); resolves `data` when code is 0, else throws (docs/product.md §8). */
  call<T>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<T>;
};

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** What may stand in a path segment as it is: unreserved characters, ',' of id lists, and %XX escapes. */
const SEGMENT_AS_IS = /[A-Za-z0-9_,.~-]|%[0-9A-Fa-f]{2}/y;

/**
 * One segment with everything else percent-encoded, as an HTTP client would put it on the wire: a
 * visitor's "PHD4 FMK9", "－" or "<b>" must reach the API as data and never break the request.
 */
function encodeSegment(segment: string): string {
  let out = '';
  for (let i = 0; i < segment.length; ) {
    SEGMENT_AS_IS.lastIndex = i;
    const m = SEGMENT_AS_IS.exec(segment);
    if (m) {
      out += m[0];
      i += m[0].length;
    } else {
      const code = segment.codePointAt(i)!;
      // A lone surrogate cannot be UTF-8: replace it rather than let encodeURIComponent throw.
      out += encodeURIComponent(code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : String.fromCodePoint(code));
      i += code > 0xffff ? 2 : 1;
    }
  }
  return out;
}

/** The path as the API will read it: "%2e%2E" is a dot segment to a URL parser too. */
function isDotSegment(segment: string): boolean {
  return /^(\.|%2e){1,2}$/i.test(segment);
}

/**
 * The path under /api/med/, each segment encoded (docs/security.md: no URL from input). A path that cannot
 * name an endpoint (empty, an empty or dot segment that would climb out of it) is refused with a coded
 * BadInput, the way the API answers a bad address, so a visitor's input never becomes a 500.
 */
function toApiPath(path: string): string {
  const relative = path.replace(/^\/+/, '').replace(/^api\/med\//, '');
  const segments = relative.split('/');
  if (!relative || segments.some((s) => s === '' || isDotSegment(s))) {
    throw new ApiCodeError(Code.BadInput, '请求地址不正确', null, path);
  }
  return segments.map(encodeSegment).join('/');
}

function headerValue(req: IncomingRequestLike, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value || undefined;
}

/** The visitor's headers the API needs: the session cookie and, for rate limits, who is asking. */
function forwardedHeaders(req: IncomingRequestLike | undefined, inProcess: boolean): Record<string, string> {
  if (!req) return {};
  const headers: Record<string, string> = {};
  const cookie = headerValue(req, 'cookie');
  if (cookie) headers.Cookie = cookie;
  const userAgent = headerValue(req, 'user-agent');
  if (userAgent) headers['User-Agent'] = userAgent;
  const visitorChain = headerValue(req, 'x-forwarded-for');
  const socketAddress = req.socket?.remoteAddress;
  if (inProcess) {
    // The API then sees exactly the visitor's request (their X-Forwarded-For, their socket), so its
    // rate limits count the visitor as TRUST_PROXY defines them, never this server's own address.
    if (visitorChain) headers['X-Forwarded-For'] = visitorChain;
    if (socketAddress) headers[VISITOR_ADDRESS_HEADER] = socketAddress;
    return headers;
  }
  const chain = [visitorChain, socketAddress].filter(Boolean).join(', ');
  if (chain) headers['X-Forwarded-For'] = chain;
  return headers;
}

/**
 * Base URL and timeout on the server. contract/env.ts (and zod with it) is loaded only here, on the server,
 * so it stays out of the browser's JavaScript.
 */
async function serverRequestConfig(): Promise<AxiosRequestConfig> {
  const { getEnv } = await import('@/contract/env');
  const env = getEnv();
  return { baseURL: env.apiOrigin + API_PREFIX, timeout: env.API_TIMEOUT_MS };
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function toFailure(error: unknown, path: string): ApiCodeError | NetworkError {
  const failed = error as { isAxiosError?: unknown; response?: unknown; code?: unknown } | null;
  if (failed?.isAxiosError === true && !failed.response) {
    const isTimeout = failed.code === 'ECONNABORTED' || failed.code === 'ETIMEDOUT';
    return new NetworkError(path, error, isTimeout);
  }
  throw error; // a bug, not a failed call: let it surface as it is
}

function unwrap<T>(response: AxiosResponse<unknown>, path: string): T {
  const body = response.data;
  // Anything that is not an envelope (a proxy's HTML error page, an empty answer) means the service
  // is not available: the same as code 500.
  if (!isEnvelope(body)) {
    throw new ApiCodeError(Code.ServerError, codeMessages[Code.ServerError], null, path);
  }
  if (body.code === Code.Ok) return body.data as T;
  throw new ApiCodeError(body.code, body.codeMsg || codeMessages[Code.ServerError], body.data, path, body.fields);
}

// docs/architecture.md §5: with the built-in API, server start (instrumentation.ts) registers an adapter that hands
// SSR calls to it in-process instead of over loopback HTTP. Kept on globalThis because the start hook
// and the pages are bundled apart and may each have their own copy of this module.
const SERVER_ADAPTER = Symbol.for('med.serverApiAdapter');
type AdapterHolder = { [SERVER_ADAPTER]?: AxiosAdapter };

/** Sets the adapter every server-side client uses (null: plain HTTP to MED_API_ORIGIN or this server). */
export function setServerApiAdapter(adapter: AxiosAdapter | null): void {
  (globalThis as AdapterHolder)[SERVER_ADAPTER] = adapter ?? undefined;
}

// axios is loaded with the first call, not with the page: about 20 KB of script that no page needs before the
// visitor does something (issue 13). On the server the module is loaded once per process.
let axiosModule: Promise<typeof import('axios').default> | undefined;
function loadAxios(): Promise<typeof import('axios').default> {
  axiosModule ??= import('axios').then(
    (m) => m.default,
    (error: unknown) => {
      // A phone that lost the network meanwhile: the next call tries again, and this one is a network failure.
      axiosModule = undefined;
      throw new NetworkError(API_PREFIX, error, false);
    },
  );
  return axiosModule;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { req, onError } = options;
  const adapter = options.adapter ?? (req ? (globalThis as AdapterHolder)[SERVER_ADAPTER] : undefined);
  const inProcess = !!req && !!adapter && isInProcessAdapter(adapter);
  const isBrowser = !req && typeof window !== 'undefined';
  let instance: Promise<AxiosInstance> | undefined;
  const getInstance = () =>
    (instance ??= loadAxios().then((axios) =>
      axios.create({
        baseURL: isBrowser ? API_PREFIX : undefined,
        withCredentials: isBrowser,
        // docs/security.md: a path can never turn into a request to another host.
        allowAbsoluteUrls: false,
        // Envelopes come with any HTTP status; the code decides (docs/product.md §8), not the status.
        validateStatus: () => true,
        paramsSerializer: { serialize: (params) => toFormBody(params) },
        headers: forwardedHeaders(req, inProcess),
        ...(adapter ? { adapter } : {}),
        ...(inProcess ? { [PAGE_SESSIONS]: new Map() } : {}),
      }),
    ).catch((error: unknown) => {
      instance = undefined;
      throw error;
    }));

  return {
    async call<T>(path: string, body: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<T> {
      let url: string;
      try {
        url = toApiPath(path);
      } catch (error) {
        const failure = error as ApiCodeError;
        onError?.(failure);
        if (isBrowser) applyFailureRules(failure, callOptions);
        throw failure;
      }
      const method = callOptions.method ?? 'POST';
      const config: AxiosRequestConfig = {
        url,
        method,
        signal: callOptions.signal,
        ...(isBrowser ? {} : await serverRequestConfig()),
      };
      if (method === 'GET') {
        // docs/product.md §7: GET requests carry a timestamp so that no cache answers them.
        config.params = { ...body, _t: Date.now() };
      } else {
        config.data = toFormBody(body);
        config.headers = { 'Content-Type': FORM_CONTENT_TYPE };
      }

      try {
        const response = await (await getInstance()).request<unknown>(config);
        return unwrap<T>(response, url);
      } catch (error) {
        if (isCanceledError(error)) throw error;
        const failure = error instanceof ApiCodeError || error instanceof NetworkError ? error : toFailure(error, url);
        onError?.(failure);
        if (isBrowser) applyFailureRules(failure, callOptions);
        throw failure;
      }
    },
  };
}

let browserClient: ApiClient | undefined;

/** The browser's one client (made on first use). On the server, make one per request instead. */
export function getBrowserApiClient(): ApiClient {
  if (typeof window === 'undefined') {
    throw new Error('getBrowserApiClient() is for the browser; use createApiClient({ req }) on the server');
  }
  browserClient ??= createApiClient();
  return browserClient;
}
