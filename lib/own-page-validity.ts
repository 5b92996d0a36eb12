// How long a member's own page may be answered from memory (lib/own-html-cache.ts; docs/architecture.md §5). The
// member's writes and staff changes are caught as they happen; what the clock alone changes (a class starting or
// ending, a certificate expiring, a survey closing) only the page's loader knows, so it notes on the request the next
// such moment among what it shows. A symbol from the global registry, on the request itself: the start hook and the
// page are bundled apart and do not share this module's instance.
import type { IncomingMessage } from 'node:http';

const VALID_UNTIL = Symbol.for('med.ownPage.validUntil');

/** The longest a copy serves, for what no write and no loader announces (an activity or a survey opening on time). */
export const OWN_PAGE_MAX_MS = 5 * 60_000;

type Noted = IncomingMessage & { [VALID_UNTIL]?: number };

/** The loader's note: the page it rendered stays right until atMs (epoch milliseconds). */
export function noteValidUntil(req: IncomingMessage, atMs: number): void {
  (req as Noted)[VALID_UNTIL] = atMs;
}

/** What the loader noted for this request, or null: a page that noted nothing is not kept. */
export function validUntilOf(req: IncomingMessage): number | null {
  const at = (req as Noted)[VALID_UNTIL];
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** The first of moments (epoch seconds; null for none) after nowMs, and at most OWN_PAGE_MAX_MS from it. */
export function nextChangeAt(nowMs: number, moments: readonly (number | null | undefined)[]): number {
  let until = nowMs + OWN_PAGE_MAX_MS;
  for (const seconds of moments) {
    if (seconds == null) continue;
    const ms = seconds * 1000;
    if (ms > nowMs && ms < until) until = ms;
  }
  return until;
}
