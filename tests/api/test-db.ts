// The database of one test file or describe block, opened and closed by vitest's hooks, so a test file
// says `const t = freshTestDb(); const api = createApiCaller(() => t.db);` instead of the same ten lines
// of beforeAll/afterAll. t.db is there from the first beforeAll on, and closed after the last afterAll
// of its block (vitest runs after-hooks in reverse, so the block's own clean-up still sees it).
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/startup';

export function freshTestDb(): { readonly db: Db } {
  let opened: TestDb | undefined;
  beforeAll(async () => {
    opened = await createTestDb();
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    get db(): Db {
      if (!opened) throw new Error('freshTestDb: the database opens in beforeAll; read t.db in a hook or a test');
      return opened.db;
    },
  };
}
