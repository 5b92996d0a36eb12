// A test block's database, API caller and the learners it logs in before its first test, so a test file says
// `const { t, api, cookies } = freshLoggedInApi({ alice: ['13700002001', '10.8.0.1'] })` and reads
// `cookies.alice` instead of declaring each cookie and logging each phone in by hand.
import { beforeAll } from 'vitest';
import { createApiCaller } from './call-api';
import { freshTestDb } from './test-db';

/** Who logs in: a name for each person, with their phone and the client address they log in from. */
export type Logins<K extends string> = Record<K, readonly [phone: string, ip: string]>;

/**
 * A fresh database (freshTestDb) and its API caller; `logins` are logged in one after another, in the order
 * written, in a beforeAll of the calling block. `cookies.<name>` is that person's session cookie from then on.
 */
export function freshLoggedInApi<K extends string>(logins: Logins<K>) {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const cookies = {} as Record<K, string>;
  beforeAll(async () => {
    for (const [who, [phone, ip]] of Object.entries(logins) as [K, Logins<K>[K]][]) {
      cookies[who] = (await api.login(phone, { ip })).cookie;
    }
  });
  return { t, api, cookies };
}
