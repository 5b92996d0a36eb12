// Single-use, short-lived SSO tickets (docs/security.md: the JSONP answer carries the login flag and a ticket,
// nothing else). Stored hashed; redeeming deletes the row, so a ticket works once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { hashToken } from '@/server/http/session';
import { ssoTickets } from './schema';

const TICKET_TTL_MS = 60_000;
const TICKET = /^[A-Za-z0-9_-]{43}$/;

export async function issueTicket(db: Db, userId: number, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.delete(ssoTickets).where(and(eq(ssoTickets.userId, userId), lt(ssoTickets.expiresAt, now)));
  await db.insert(ssoTickets).values({
    idHash: hashToken(ticket),
    userId,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return ticket;
}

/** The ticket's user id when it is valid, consuming it; null otherwise. */
export async function redeemTicket(db: Db, ticket: string, now = new Date()): Promise<number | null> {
  if (!TICKET.test(ticket)) return null;
  const [row] = await db
    .delete(ssoTickets)
    .where(and(eq(ssoTickets.idHash, hashToken(ticket)), gt(ssoTickets.expiresAt, now)))
    .returning({ userId: ssoTickets.userId });
  return row?.userId ?? null;
}
