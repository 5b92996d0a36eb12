// admin/cert/list (registrar): certificates, newest first, filtered by state (valid, expired, revoked), kind,
// the days they were issued and the holder's name or phone, the number or the title; admin/cert/csv (GET): the
// same rows as a spreadsheet.
import { and, count, desc, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CERT_KIND_LABEL, CERT_STATUS_LABEL, creditLabel } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { CERT_FILTERS, type ApiAdminCertRow } from '@/contract/wire/admin-review';
import type { Db } from '@/server/db/client';
import { certStatus } from '@/server/modules/cert/cards';
import { certificates as c } from '@/server/modules/cert/schema';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { withinDays, zDayRange, zOptional } from '../list-inputs';
import { defineListAndCsv } from '../list-routes';
import { personColumns, personMatches, toPerson, zPersonQuery } from '../review-queue';

const zFilters = {
  status: zOptional(z.enum(CERT_FILTERS, '状态不正确')),
  kind: zOptional(z.enum(['course', 'training', 'record'], '证书类型不正确')),
  q: zPersonQuery,
  ...zDayRange,
};
type Filters = z.output<z.ZodObject<typeof zFilters>>;

/** The same boundaries as certStatus (cert/cards.ts), as a WHERE condition. */
function statusWhere(status: Filters['status'], now: Date): SQL | undefined {
  if (status === 'revoked') return eq(c.status, 'revoked');
  if (status === 'expired') return and(ne(c.status, 'revoked'), lte(c.validUntil, now));
  if (status === 'valid') return and(ne(c.status, 'revoked'), or(isNull(c.validUntil), gt(c.validUntil, now)));
  return undefined;
}

async function certRows(db: Db, f: Filters, limit: number, offset: number): Promise<ApiAdminPage<ApiAdminCertRow>> {
  const now = new Date();
  const where = and(
    statusWhere(f.status, now), f.kind ? eq(c.kind, f.kind) : undefined,
    personMatches(f.q, c.number, c.title, c.holderName), withinDays(c.issuedAt, f),
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select({ c, person: personColumns }).from(c).innerJoin(users, eq(users.id, c.userId)).where(where)
      .orderBy(desc(c.issuedAt), desc(c.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(c).innerJoin(users, eq(users.id, c.userId)).where(where),
  ]);
  const list = rows.map(({ c: r, person }): ApiAdminCertRow => ({
    id: r.id, number: r.number, kind: r.kind, title: r.title, holderName: r.holderName, holder: toPerson(person),
    credit: creditLabel({ creditLevel: r.creditLevel, creditType: r.creditType, credits: r.creditTenths / 10 }), hours: r.hoursTenths / 10,
    issuedAt: toSeconds(r.issuedAt), validUntil: r.validUntil ? toSeconds(r.validUntil) : null, status: certStatus(r, now),
    revokedAt: r.revokedAt ? toSeconds(r.revokedAt) : null, revokeReason: r.revokeReason, reissuedAt: r.reissuedAt ? toSeconds(r.reissuedAt) : null,
  }));
  return { list, total: n };
}

const day = (s: number | null) => (s ? formatDate(s) : '');

export const { list: adminCertList, csv: adminCertCsv } = defineListAndCsv(['registrar'], zFilters, certRows, {
  fileName: '证书.csv',
  header: ['证书编号', '类型', '名称', '持证人', '手机', '学分', '学时', '发证日期', '有效期至', '状态', '撤销日期', '撤销原因', '换发日期'],
  row: (r) => [
    r.number, CERT_KIND_LABEL[r.kind], r.title, r.holderName, r.holder.phone, r.credit, r.hours, day(r.issuedAt),
    r.validUntil ? day(r.validUntil) : '长期', CERT_STATUS_LABEL[r.status], day(r.revokedAt), r.revokeReason, day(r.reissuedAt),
  ],
});
