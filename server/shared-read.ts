// Reads that are the same for every visitor and were a query on every page view (issue 13): kept per database
// for a few seconds, and dropped at once by any cache-bus message (server/cache-bus.ts), which every staff
// change publishes in its transaction (docs/architecture.md §8 "The server side"), in every process on
// PostgreSQL. Nothing that depends on the visitor may go through here.
import type { Db } from '@/server/db/client';
import { getCacheBus } from '@/server/cache-bus';

// Next bundles server/ into several chunks, each with its own copy of this module: each copy subscribes once.
let generation = 0;
let subscribed = false;

/** load(db), done at most once per ttlMs per database and once after every cache-bus message; a failed read is not kept. */
export function sharedRead<T>(ttlMs: number, load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  if (!subscribed) {
    subscribed = true;
    getCacheBus().onInvalidation(() => {
      generation += 1;
    });
  }
  const entries = new WeakMap<Db, { value: Promise<T>; until: number; generation: number }>();
  return (db) => {
    const now = Date.now();
    const hit = entries.get(db);
    if (hit && hit.until > now && hit.generation === generation) return hit.value;
    const value = load(db);
    const entry = { value, until: now + ttlMs, generation };
    entries.set(db, entry);
    value.catch(() => entries.get(db) === entry && entries.delete(db));
    return value;
  };
}
