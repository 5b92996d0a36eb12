// Fresh public pages after a console change (docs/architecture.md §8): the caches that hold what changed are
// cleared in this process at once and, on PostgreSQL, in every other web process when the transaction
// commits (server/cache-bus.ts). Call it inside the change's transaction.
import type { CacheLabel } from '@/contract/cache-labels';
import type { Db } from '@/server/db/client';
import { getCacheBus } from '@/server/cache-bus';

/** Clears the named public caches (all of them when names is omitted) because `kind` changed. */
export async function refreshPublic(tx: Db, kind: string, names?: CacheLabel[]): Promise<void> {
  await getCacheBus().publish(tx, `admin:${kind}`, names);
}
