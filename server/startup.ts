// Start-up of the built-in API's database (docs/architecture.md §4): open it (server/db/client.ts),
// apply the migrations, load the demo content when it is empty. instrumentation.ts calls getDb at
// boot, the API's entry (server/handle.ts) on a request that finds it not open yet, and tests take
// their databases from createTestDb. The client below this file knows no domain; the seed above the
// domains is reached only from here.
import { closeDb, openTestDb, processDb, type Db, type OpenDb, type TestDb } from '@/server/db/client';
import { migrateSchema } from '@/server/db/migrate';
import { seedIfEmpty } from '@/server/seed';

export { closeDb, type TestDb };

/** Migrates and seeds, alone: on PostgreSQL under an advisory lock, as several processes may start at once. */
export function prepareDatabase(open: OpenDb): Promise<void> {
  return open.alone(async (db) => {
    await migrateSchema(db);
    await seedIfEmpty(db);
  });
}

/** The process's database, migrated and seeded; a failed open is tried again on the next call. */
export function getDb(): Promise<Db> {
  return processDb(prepareDatabase);
}

/** A fresh, isolated, migrated and seeded database for one test file (server/db/client.ts openTestDb). */
export function createTestDb(): Promise<TestDb> {
  return openTestDb(prepareDatabase);
}
