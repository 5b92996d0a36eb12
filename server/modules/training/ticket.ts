// E-tickets for training sign-ups: "<signup id>.<HMAC>", the HMAC keyed with the server secret. Nothing
// is stored: the success page can show the ticket again at any time, a guessed or altered ticket fails
// the HMAC, and a copy of the database alone cannot mint tickets when SECRET_KEY is set.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { getPepper } from '@/server/modules/passport/secret';

const TICKET = /^([1-9]\d{0,8})\.([A-Za-z0-9_-]{32})$/;

function mac(pepper: string, signupId: number): string {
  return createHmac('sha256', pepper).update(`training-ticket:v1:${signupId}`).digest('base64url').slice(0, 32);
}

export async function makeTicket(db: Db, signupId: number): Promise<string> {
  return `${signupId}.${mac(await getPepper(db), signupId)}`;
}

/** The sign-up id a ticket stands for, or null when the ticket is malformed or forged. */
export async function readTicket(db: Db, ticket: string): Promise<number | null> {
  const m = TICKET.exec(ticket);
  if (!m) return null;
  const id = Number(m[1]);
  const expected = Buffer.from(mac(await getPepper(db), id));
  const given = Buffer.from(m[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A ticket may be typed as the bare token or as the link the QR code holds (…/training/attend?ticket=…). */
export function extractTicket(input: string): string {
  const trimmed = input.trim();
  const m = /[?&]ticket=([^&#\s]+)/.exec(trimmed);
  if (!m) return trimmed;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}
