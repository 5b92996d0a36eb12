// THE way to write a message to a user (issue 4): sign-up confirmed, live starting, certificate issued,
// exchange shipped, application decided. Pass the transaction that makes the event happen, so the
// message exists exactly when the event does. Bodies are plain text (the page shows them as text, never
// as HTML); a link is a path on this site, so a message can never send anyone elsewhere.
import type { Db, Tx } from '@/server/db/client';
import { messages } from './schema';

export type NewMessage = {
  userId: number;
  /** Shown in the list; cut to 100 characters. */
  title: string;
  /** Plain text; cut to 2000 characters. */
  body: string;
  /** A path on this site such as '/live/3' or '/user/cert'; anything else is refused. */
  link?: string | null;
  /** When the event happened; now by default. */
  at?: Date;
};

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;
const LINK_MAX = 300;

/** A same-site path: one leading slash (not '//' or '/\\', which browsers treat as another host). */
export function isSitePath(link: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(link) && link.length <= LINK_MAX;
}

function toRow(m: NewMessage): typeof messages.$inferInsert {
  const title = m.title.trim().slice(0, MESSAGE_TITLE_MAX);
  if (!title) throw new Error('createMessage: empty title');
  if (m.link != null && !isSitePath(m.link)) throw new Error(`createMessage: not a site path: ${m.link}`);
  return {
    userId: m.userId,
    title,
    body: m.body.trim().slice(0, MESSAGE_BODY_MAX),
    link: m.link ?? null,
    ...(m.at ? { createdAt: m.at } : {}),
  };
}

/** Writes one message; returns its id. */
export async function createMessage(db: Db | Tx, message: NewMessage): Promise<number> {
  const [row] = await db.insert(messages).values(toRow(message)).returning({ id: messages.id });
  return row.id;
}

/** Writes many messages in one statement (a sweep that reminds many users); returns how many. */
export async function createMessages(db: Db | Tx, list: NewMessage[]): Promise<number> {
  if (!list.length) return 0;
  const rows = await db.insert(messages).values(list.map(toRow)).returning({ id: messages.id });
  return rows.length;
}
