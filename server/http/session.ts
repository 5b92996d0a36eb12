// Sessions (docs/security.md: login and sessions): the cookie holds an opaque random id of 256 bits; the
// database holds only its sha256, so a copy of the table logs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/modules/passport/schema';
import { getServerEnv } from '@/server/env';

export type SessionUser = typeof users.$inferSelect;
export type Session = { idHash: string; user: SessionUser };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ids we issue are 43 base64url characters; anything else is not worth a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function findSession(db: Db, token: string | undefined, now = new Date()): Promise<Session | null> {
  if (!token || !TOKEN.test(token)) return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; the check here also covers a request
    // already past that delete.
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  return row ? { idHash, user: row.user } : null;
}

export function sessionMaxAgeSeconds(): number {
  return getServerEnv().SESSION_TTL_DAYS * 86_400;
}

/** A new session for the user; returns the cookie value. Expired sessions of the user go with it. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + sessionMaxAgeSeconds() * 1000),
  });
  return token;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
