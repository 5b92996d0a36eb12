// The two ways an API call fails (docs/product.md §8), as error types callers and page loaders can tell apart.
// Without importing axios: the browser loads it with its first call (lib/http.ts), not with the page.

/** The API answered with a non-zero code (docs/product.md §3 envelope). */
export class ApiCodeError<T = unknown> extends Error {
  readonly code: number;
  readonly codeMsg: string;
  readonly data: T;
  /** The API path that was called, for logs. */
  readonly path: string;

  /** A bad-input answer's message for each wrong field, by field name (docs/product.md §8); {} when none. */
  readonly fields: Record<string, string>;

  constructor(code: number, codeMsg: string, data: T, path: string, fields?: unknown) {
    super(`API ${path} answered code ${code}: ${codeMsg}`);
    this.name = 'ApiCodeError';
    this.code = code;
    this.codeMsg = codeMsg;
    this.data = data;
    this.path = path;
    this.fields =
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : {};
  }
}

/** No answer: the connection failed or timed out (not a cancelled request). */
export class NetworkError extends Error {
  readonly path: string;
  readonly isTimeout: boolean;

  constructor(path: string, cause: unknown, isTimeout: boolean) {
    super(`API ${path} ${isTimeout ? 'timed out' : 'could not be reached'}`, { cause });
    this.name = 'NetworkError';
    this.path = path;
    this.isTimeout = isTimeout;
  }
}

/** Whether a request was cancelled or aborted on purpose (docs/product.md §8: no toast for those). */
export function isCanceledError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // __CANCEL__ is how axios.isCancel knows its own cancellations.
  const { code, name, __CANCEL__ } = error as { code?: unknown; name?: unknown; __CANCEL__?: unknown };
  return __CANCEL__ === true || code === 'ERR_CANCELED' || name === 'AbortError' || name === 'CanceledError';
}
