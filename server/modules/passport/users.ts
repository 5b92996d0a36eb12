// Accounts are created on first login: scope 0, empty name (the user completes the profile later).
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from './schema';

export type User = typeof users.$inferSelect;

export async function findOrCreateUser(db: Db, phone: string, invite: string | undefined): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({ phone, invite: invite ?? null })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.phone, phone));
  return existing;
}
