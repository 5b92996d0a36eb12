// What the site's server-side API client and the in-process adapter of the built-in API agree on
// (docs/architecture.md §5): how the adapter is recognised, and the internal header that carries the
// visitor's own socket address to it. The header is never sent over HTTP, where the API could not
// trust it anyway; the adapter strips it and hands it to the API as the request's remote address.

export const VISITOR_ADDRESS_HEADER = 'x-med-visitor-address';

const IN_PROCESS = Symbol.for('med.inProcessAdapter');

/** Marks an adapter that hands calls to the built-in API in this process. */
export function markInProcessAdapter<A extends object>(adapter: A): A {
  return Object.assign(adapter, { [IN_PROCESS]: true });
}

export function isInProcessAdapter(adapter: object): boolean {
  return (adapter as { [IN_PROCESS]?: boolean })[IN_PROCESS] === true;
}
