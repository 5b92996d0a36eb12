// Message queries shared by the user-info builder and the message endpoints; always scoped to one user.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { messages } from './schema';

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row.n;
}
