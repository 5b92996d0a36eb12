// Issuing certificates (issue 4): a course is complete when every one of its lessons is finished, a
// training class when the learner has checked in to every one of its sessions. Each of those domains
// finds what has become due (course/certificates.ts, training/certificates.ts) and hands it to
// issueDue in the transaction that wrote progress or a check-in: it issues each once (unique per user
// and course/class), with the holder's message and points in the same transaction. Calling it again,
// or concurrently, issues nothing more. cert imports neither course nor training: they call it.
import { and, eq, notExists, sql, type AnyColumn } from 'drizzle-orm';
import { creditLabel } from '@/contract/cert-format';
import type { Tx } from '@/server/db/client';
import { SITE } from '@/server/modules/common/site';
import { users } from '@/server/modules/passport/schema';
import { createMessage } from '@/server/modules/message/create';
import { awardPoints } from '@/server/modules/points/index';
import { hoursTenthsFromSeconds, parseCredit } from './credit';
import { newCertNumber } from './number';
import { certificates, type CertKind } from './schema';

/** How long a certificate counts after it is issued. */
export const CERT_VALID_YEARS = 3;

export function validUntilFor(issuedAt: Date): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + CERT_VALID_YEARS);
  return until;
}

/** A course or class whose certificate the user has become due for. */
export type Due = { kind: 'course' | 'training'; refId: number; title: string; credit: string; seconds: number; completedAt: Date | null };

export type IssuedCert = { id: number; number: string; kind: CertKind; refId: number; title: string };

/** Holds when the user has no certificate yet for the course or class in refId. */
export const noCertificate = (tx: Tx, userId: number, kind: CertKind, refId: AnyColumn) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind), eq(certificates.refId, refId))),
  );

const SOURCE_WORD = { course: '课程', training: '培训班' } as const;
const POINTS_RULE = { course: 'courseFinished', training: 'trainingFullAttendance' } as const;

/**
 * Issues the certificates in due (found by course/ or training/); returns the new ones (empty when
 * nothing was due or they already exist).
 */
export async function issueDue(tx: Tx, userId: number, due: Due[], now = new Date()): Promise<IssuedCert[]> {
  if (due.length === 0) return [];
  const [user] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const holderName = user.name.trim() || `学员${user.phone.slice(-4)}`;
  const issued: IssuedCert[] = [];
  for (const d of due) {
    const credit = parseCredit(d.credit);
    // The moment the last lesson or check-in was recorded (now, on the live path).
    const issuedAt = d.completedAt && d.completedAt < now ? d.completedAt : now;
    const [row] = await tx
      .insert(certificates)
      .values({
        // 80 random bits: a clash with an existing number is not a practical concern.
        number: newCertNumber(), userId, kind: d.kind, refId: d.refId, title: d.title.slice(0, 120), holderName,
        creditLevel: credit.level, creditType: credit.type, creditTenths: credit.tenths,
        hoursTenths: hoursTenthsFromSeconds(d.seconds), issuer: SITE.name, issuedAt, validUntil: validUntilFor(issuedAt),
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.kind, certificates.refId] })
      .returning({ id: certificates.id, number: certificates.number });
    if (!row) continue; // issued meanwhile by a concurrent request
    const label = creditLabel({ creditLevel: credit.level, creditType: credit.type, credits: credit.tenths / 10 });
    await createMessage(tx, {
      userId,
      title: `恭喜获得${SOURCE_WORD[d.kind]}结业证书`,
      body:
        `您已完成${SOURCE_WORD[d.kind]}《${d.title}》的全部学习${d.kind === 'training' ? '并全勤签到' : ''}，` +
        `获得结业证书${label ? `，授予${label}` : ''}。证书编号：${row.number}，可在“我的证书”中下载。`,
      link: '/user/cert',
      at: issuedAt,
    });
    await awardPoints(tx, userId, POINTS_RULE[d.kind], `${d.kind}:${d.refId}`, d.title.slice(0, 120));
    await awardPoints(tx, userId, 'certificateIssued', `cert:${row.id}`, d.title.slice(0, 120));
    issued.push({ id: row.id, number: row.number, kind: d.kind, refId: d.refId, title: d.title });
  }
  return issued;
}
