// Shared by the personal-centre tests: a session for one of the seed's demo accounts (server/seed/accounts.ts),
// so a test can call as the learner, the lecturer, the organisation or the training centre by their phone.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { createSession } from '@/server/http/session';
import { users } from '@/server/modules/passport/schema';

/** A new session cookie of the seeded account with this phone. */
export async function seededCookie(db: Db, phone: string): Promise<string> {
  const [u] = await db.select().from(users).where(eq(users.phone, phone));
  return `med_sid=${await createSession(db, u.id)}`;
}
