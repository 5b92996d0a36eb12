// Loads the demo content into an empty database: the demo accounts (accounts.ts) and, when there are
// no categories yet, everything else in one transaction. Safe to call on every start.
import { count } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories } from '@/server/modules/category/schema';
import { seedAccounts } from './accounts';
import { buildContent } from './content';
import { loadContent } from './load';

export async function seedIfEmpty(db: Db): Promise<void> {
  await seedAccounts(db);
  const [{ n }] = await db.select({ n: count() }).from(categories);
  if (n > 0) return;
  const content = buildContent(Date.now());
  // db.transaction rather than client.ts's withTransaction: client.ts imports this file.
  await db.transaction((tx) => loadContent(tx, content));
}
