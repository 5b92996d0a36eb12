// Facts read straight from the database, for tests that compare what the API answers with what is stored
// (the seed's numbers change as features add demo rows).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { messages, users } from '@/server/db/schema';

/** Unread messages of the account with this phone. */
export async function unreadCount(db: Db, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(users.phone, phone), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}
