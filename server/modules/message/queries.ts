// Message queries shared by the user-info builder and the message endpoints; always scoped to one user.
import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import type { ApiMessage } from '@/contract/wire/message';
import { messages } from './schema';

export async function countUnread(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row.n;
}

export async function countMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return row.n;
}

/** One page of the user's messages (only unread ones when asked), newest first; id breaks ties so paging is stable. */
export async function listMessages(
  db: Db,
  userId: number,
  offset: number,
  limit: number,
  onlyUnread = false,
): Promise<ApiMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), onlyUnread ? isNull(messages.readAt) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(offset)
    .limit(limit);
  return rows.map(toApiMessage);
}

/** How many unread messages the user has, and the newest `limit` of them, in one query (the personal centre). */
export async function latestUnread(db: Db, userId: number, limit: number): Promise<{ count: number; latest: ApiMessage[] }> {
  const rows = await db
    .select({ ...getTableColumns(messages), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  // The window counts every matching row before the limit applies; no row means none unread.
  return { count: rows[0]?.total ?? 0, latest: rows.map(toApiMessage) };
}

function toApiMessage(r: typeof messages.$inferSelect): ApiMessage {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
  };
}

/** Marks the user's unread messages read (only these ids when given); returns how many changed. */
export async function markRead(db: Db | Tx, userId: number, ids?: number[], now = new Date()): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt), ids ? inArray(messages.id, ids) : undefined))
    .returning({ id: messages.id });
  return rows.length;
}

/** Which of these ids are the user's messages. */
export async function ownMessageIds(db: Db | Tx, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids)));
  return rows.map((r) => r.id);
}
