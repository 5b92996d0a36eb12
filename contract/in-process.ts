// What the site's server-side API client and the in-process adapter of the built-in API agree on
// (docs/architecture.md §5): how the adapter is recognised, and the internal header that carries the
// visitor's own socket address to it. The header is never sent over HTTP, where the API could not
// trust it anyway; the adapter strips it and hands it to the API as the request's remote address.
// And one more thing they share: the session lookups of one page render (PAGE_SESSIONS below).

export const VISITOR_ADDRESS_HEADER = 'x-med-visitor-address';

const IN_PROCESS = Symbol.for('med.inProcessAdapter');

/** Marks an adapter that hands calls to the built-in API in this process. */
export function markInProcessAdapter<A extends object>(adapter: A): A {
  return Object.assign(adapter, { [IN_PROCESS]: true });
}

export function isInProcessAdapter(adapter: object): boolean {
  return (adapter as { [IN_PROCESS]?: boolean })[IN_PROCESS] === true;
}

/**
 * The axios config key under which one page render's API client carries a Map shared by all its calls.
 * A page's loader calls the API several times with the same cookie (home/auth, then the page's own
 * data): the built-in API looks the session up once per render instead of once per call. The Map lives
 * as long as that one render, so a logout or a disabled account is seen by the next page at once.
 * (A Map, not a plain object: axios copies plain objects from its defaults into every request.)
 */
export const PAGE_SESSIONS = 'medPageSessions';

export type PageSessions = Map<string, Promise<unknown>>;
