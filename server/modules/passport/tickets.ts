// Single-use, short-lived SSO tickets (docs/security.md: the JSONP answer carries the login flag and a ticket,
// nothing else). Stored hashed; redeeming deletes the row, so a ticket works once.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { hashToken, isIssuedToken, issueToken } from '@/server/http/session';
import { ssoTickets } from './schema';

const TICKET_TTL_MS = 60_000;

export async function issueTicket(db: Db, userId: number, now = new Date()): Promise<string> {
  return issueToken(db, ssoTickets, userId, new Date(now.getTime() + TICKET_TTL_MS), now);
}

/** The ticket's user id when it is valid, consuming it; null otherwise. */
export async function redeemTicket(db: Db, ticket: string, now = new Date()): Promise<number | null> {
  if (!isIssuedToken(ticket)) return null;
  const [row] = await db
    .delete(ssoTickets)
    .where(and(eq(ssoTickets.idHash, hashToken(ticket)), gt(ssoTickets.expiresAt, now)))
    .returning({ userId: ssoTickets.userId });
  return row?.userId ?? null;
}
