// Certificate queries shared by the list, the PDFs, the study centre and the verification page.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { chinaParts } from '@/contract/time';
import type { ApiCertTotals } from '@/contract/wire/cert';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { certificateOldNumbers, certificates } from './schema';
import type { CertRow } from './cards';

export async function listUserCerts(db: Db, userId: number, window: { offset: number; limit: number }): Promise<{ rows: CertRow[]; total: number }> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .offset(window.offset)
    .limit(window.limit);
  const [{ n }] = await db.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId));
  return { rows, total: n };
}

/** The user's own certificate; null for an id that is someone else's or does not exist. */
export async function findUserCert(db: Db, userId: number, id: number): Promise<CertRow | null> {
  return firstRow(db.select().from(certificates).where(and(eq(certificates.id, id), eq(certificates.userId, userId))));
}

/** A number a reissue retired, with the certificate it belonged to (now under a new number). */
export async function findRetiredNumber(db: Db, number: string): Promise<{ cert: CertRow; replacedAt: Date } | null> {
  return firstRow(
    db
      .select({ cert: certificates, replacedAt: certificateOldNumbers.replacedAt })
      .from(certificateOldNumbers)
      .innerJoin(certificates, eq(certificates.id, certificateOldNumbers.certificateId))
      .where(eq(certificateOldNumbers.number, number)),
  );
}

export async function findCertByNumber(db: Db, number: string): Promise<CertRow | null> {
  return firstRow(db.select().from(certificates).where(eq(certificates.number, number)));
}

/** Year of an instant in China time (a certificate issued at 23:30 on 31 Dec in Beijing counts for that year). */
export const chinaYear = (d: Date) => chinaParts(d).y;

/** Certificates that count (not revoked), oldest first: for totals and the yearly summary. */
export async function countingCerts(db: Db, userId: number): Promise<CertRow[]> {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), ne(certificates.status, 'revoked')))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
}

export function totalsOf(rows: Pick<CertRow, 'creditType' | 'creditTenths' | 'hoursTenths'>[]): ApiCertTotals {
  const tenths = new Map<string, number>();
  let hours = 0;
  for (const r of rows) {
    if (r.creditType) tenths.set(r.creditType, (tenths.get(r.creditType) ?? 0) + r.creditTenths);
    hours += r.hoursTenths;
  }
  return {
    count: rows.length,
    credits: Object.fromEntries([...tenths].map(([type, n]) => [type, n / 10])),
    hours: hours / 10,
  };
}

/** Years with a counting certificate, newest first. */
export function yearsOf(rows: Pick<CertRow, 'issuedAt'>[]): number[] {
  return [...new Set(rows.map((r) => chinaYear(r.issuedAt)))].sort((a, b) => b - a);
}
