// Sessions (docs/security.md: login and sessions): the cookie holds an opaque random id of 256 bits; the
// database holds only its sha256, so a copy of the table logs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, ssoTickets, users } from '@/server/modules/passport/schema';
import { getServerEnv } from '@/server/env';

export type SessionUser = typeof users.$inferSelect;
export type Session = { idHash: string; user: SessionUser };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issue (issueToken) are 43 base64url characters; anything else is not worth a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isIssuedToken = (token: string): boolean => TOKEN.test(token);

/**
 * A new opaque token for the user in a table of hashed, expiring tokens (sessions, SSO tickets): 256
 * random bits, of which the table keeps only the sha256. The user's expired rows there go with it.
 */
export async function issueToken(
  db: Db,
  table: typeof sessions | typeof ssoTickets,
  userId: number,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(table).where(and(eq(table.userId, userId), lt(table.expiresAt, now)));
  await db.insert(table).values({ idHash: hashToken(token), userId, expiresAt });
  return token;
}

/**
 * What makes a session live: its hash, not expired, and an account that is not disabled. A disabled account's
 * sessions are deleted when it is disabled; the check here also covers a request already past that delete.
 * The one definition, for the dispatcher's lookup and for a handler that resolves the session in its own statement.
 */
function liveSession(idHash: string | Placeholder, now: Date | Placeholder): SQL | undefined {
  return and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.disabledAt));
}

/**
 * The session query, prepared once per database: every logged-in request runs it, so on PostgreSQL it is a named
 * statement that each pooled connection parses and plans once, and Drizzle builds its SQL once.
 */
function prepareFindSession(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('idHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('find_session');
}

const findSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

export async function findSession(db: Db, token: string | undefined, now = new Date()): Promise<Session | null> {
  if (!token || !isIssuedToken(token)) return null;
  const idHash = hashToken(token);
  let query = findSessionQueries.get(db);
  if (!query) findSessionQueries.set(db, (query = prepareFindSession(db)));
  const [row] = await query.execute({ idHash, now });
  return row ? { idHash, user: row.user } : null;
}

/**
 * The user id of the live session with this hash, as a subquery (null when there is none), for a route with
 * auth 'user-in-statement' (server/http/route.ts): its handler looks the session up inside its own statement.
 */
export function liveSessionUserId(db: Db, idHash: string | Placeholder, now: Date | Placeholder = new Date()): SQL {
  const query = db
    .select({ id: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(idHash, now))
    .limit(1);
  return sql`(${query})`;
}

export function sessionMaxAgeSeconds(): number {
  return getServerEnv().SESSION_TTL_DAYS * 86_400;
}

/** A new session for the user; returns the cookie value. Expired sessions of the user go with it. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  return issueToken(db, sessions, userId, new Date(now.getTime() + sessionMaxAgeSeconds() * 1000), now);
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !isIssuedToken(token)) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
