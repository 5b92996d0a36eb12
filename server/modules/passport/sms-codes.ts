// SMS login codes (docs/security.md: login and sessions): 6 digits from a cryptographic source, stored as an
// HMAC with the server secret, bound to the phone, single use, burned after too many wrong tries.
// Each phone's sending and checking run under a lock on that phone, so concurrent requests cannot
// slip past the resend limit or share one code's tries.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { getServerEnv } from '@/server/env';
import { ApiError } from '@/server/http/api-error';
import { smsCodes } from './schema';
import { getPepper } from './secret';

const DAY_MS = 86_400_000;

export function hashCode(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`sms:${phone}:${code}`).digest('hex');
}

async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/** A code just issued: the code to send, its row, and the older codes it replaced. */
export type IssuedCode = { code: string; id: number; replaced: number[] };

/** Creates a new code for the phone (older unused ones stop working) and returns it for sending. */
export async function issueCode(db: Db, phone: string, client: string, now = new Date()): Promise<IssuedCode> {
  const env = getServerEnv();
  const pepper = await getPepper(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return withTransaction(db, async (tx) => {
    await lockPhone(tx, phone);
    const [latest] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < env.SMS_RESEND_SECONDS * 1000) {
      throw new ApiError(Code.SmsSendTooOften);
    }
    const [sent] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    if (sent.n >= env.SMS_DAILY_CAP_PER_PHONE) throw new ApiError(Code.SmsDailyCapReached);

    await tx.delete(smsCodes).where(and(eq(smsCodes.phone, phone), lt(smsCodes.createdAt, new Date(now.getTime() - 2 * DAY_MS))));
    const replaced = await tx
      .update(smsCodes)
      .set({ spentAt: now })
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.spentAt)))
      .returning({ id: smsCodes.id });
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        codeHash: hashCode(pepper, phone, code),
        client,
        createdAt: now,
        expiresAt: new Date(now.getTime() + env.SMS_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: smsCodes.id });
    return { code, id: row.id, replaced: replaced.map((r) => r.id) };
  });
}

/**
 * Undoes issueCode when the message could not be sent: the learner never got the code, so its row
 * must not count against the resend wait or the daily cap, and the code it replaced works again.
 */
export async function withdrawCode(db: Db, phone: string, issued: IssuedCode): Promise<void> {
  await withTransaction(db, async (tx) => {
    await lockPhone(tx, phone);
    await tx.delete(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.id, issued.id)));
    if (issued.replaced.length) {
      await tx
        .update(smsCodes)
        .set({ spentAt: null })
        .where(and(eq(smsCodes.phone, phone), inArray(smsCodes.id, issued.replaced)));
    }
  });
}

export type CodeCheck = 'ok' | typeof Code.SmsCodeWrong | typeof Code.SmsCodeExpired | typeof Code.SmsCodeTooManyTries;

/**
 * Checks a code inside the caller's transaction and records the outcome (a try, or the code spent).
 * It returns rather than throws so that a wrong try is committed, not rolled back.
 */
export async function checkCode(tx: Tx, pepper: string, phone: string, code: string, now = new Date()): Promise<CodeCheck> {
  const max = getServerEnv().SMS_MAX_ATTEMPTS;
  await lockPhone(tx, phone);
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) return Code.SmsCodeExpired;
  if (row.spentAt) return row.attempts >= max ? Code.SmsCodeTooManyTries : Code.SmsCodeExpired;
  if (row.expiresAt.getTime() <= now.getTime()) return Code.SmsCodeExpired;

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(pepper, phone, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await tx.update(smsCodes).set({ spentAt: now }).where(eq(smsCodes.id, row.id));
    return 'ok';
  }
  const attempts = row.attempts + 1;
  const burned = attempts >= max;
  await tx
    .update(smsCodes)
    .set({ attempts, ...(burned ? { spentAt: now } : {}) })
    .where(eq(smsCodes.id, row.id));
  return burned ? Code.SmsCodeTooManyTries : Code.SmsCodeWrong;
}
