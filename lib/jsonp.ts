// docs/product.md §7/8: JSONP by script tag, for the SSO check. Rejections carry the spec's statuses: 400 'Bad
// Request' when the script fails to load, 408 'Request Timeout' when no answer comes in time.

/** docs/product.md §9: JSONP gives up after 5000 ms by default. */
export const JSONP_TIMEOUT_MS = 5000;

export class JsonpError extends Error {
  readonly status: 400 | 408;
  readonly statusText: 'Bad Request' | 'Request Timeout';

  constructor(status: 400 | 408) {
    const statusText = status === 400 ? 'Bad Request' : 'Request Timeout';
    super(`JSONP ${status} ${statusText}`);
    this.name = 'JsonpError';
    this.status = status;
    this.statusText = statusText;
  }
}

export type JsonpOptions = { timeout?: number; callbackParam?: string };

type CallbackHost = Record<string, ((answer: unknown) => void) | undefined>;

let sequence = 0;

/** Loads `url` as a script whose answer calls a one-off global callback; resolves that answer. */
export function jsonp<T>(url: string, { timeout = JSONP_TIMEOUT_MS, callbackParam = 'callback' }: JsonpOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A plain identifier, unique per call: the API accepts nothing else as a callback (docs/security.md).
    sequence += 1;
    const name = `__medJsonp_${Date.now().toString(36)}_${sequence}`;
    const host = window as unknown as CallbackHost;
    const script = document.createElement('script');

    const cleanup = () => {
      window.clearTimeout(timer);
      delete host[name];
      script.onerror = null;
      script.remove();
    };
    const timer = window.setTimeout(() => {
      cleanup();
      reject(new JsonpError(408));
    }, timeout);

    host[name] = (answer) => {
      cleanup();
      resolve(answer as T);
    };
    script.onerror = () => {
      cleanup();
      reject(new JsonpError(400));
    };
    script.async = true;
    script.src = `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(callbackParam)}=${name}`;
    document.head.appendChild(script);
  });
}
