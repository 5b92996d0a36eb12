// The server secret that peppers SMS code hashes. SECRET_KEY when set (recommended in production: then
// a copy of the database alone cannot test codes); otherwise one generated per database and shared by
// every process using it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { appSecrets } from '@/server/db/system-schema';
import { getServerEnv } from '@/server/env';

const cache = new WeakMap<object, string>();

export async function getPepper(db: Db): Promise<string> {
  const fromEnv = getServerEnv().SECRET_KEY;
  if (fromEnv) return fromEnv;
  const hit = cache.get(db);
  if (hit) return hit;
  await db
    .insert(appSecrets)
    .values({ name: 'pepper', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'pepper'));
  cache.set(db, row.value);
  return row.value;
}
