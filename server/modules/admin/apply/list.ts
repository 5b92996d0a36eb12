// admin/apply/list (registrar): applications to host a training class, newest first, filtered by status
// (`pending` = submitted or under review), region, the days they came in and the applicant's name or phone
// (or the class's name); admin/apply/csv (GET): the same rows as a spreadsheet.
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDate } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { APPLICATION_STATUS_LABELS, type ApiAdminApplicationRow } from '@/contract/wire/admin-review';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { trainingApplications as a } from '@/server/modules/user/apply/schema';
import { regionLabels } from '@/server/modules/user/training/queries';
import { withinDays, zDayRange, zOptional } from '../list-inputs';
import { defineListAndCsv } from '../list-routes';
import { applicationStatusWhere, personColumns, personMatches, toPerson, zApplicationFilter, zPersonQuery } from '../review-queue';

const zFilters = {
  status: zApplicationFilter,
  region: zOptional(z.string().regex(/^\d{6}$/, '地区不正确')),
  q: zPersonQuery,
  ...zDayRange,
};
type Filters = z.output<z.ZodObject<typeof zFilters>>;

async function applicationRows(db: Db, f: Filters, limit: number, offset: number): Promise<ApiAdminPage<ApiAdminApplicationRow>> {
  const where = and(
    applicationStatusWhere(a.status, f.status),
    f.region ? eq(a.region, f.region) : undefined,
    personMatches(f.q, a.title, a.organisation),
    withinDays(a.createdAt, f),
  );
  const [rows, [{ n }], regions] = await Promise.all([
    db.select({ a, person: personColumns }).from(a).innerJoin(users, eq(users.id, a.userId)).where(where)
      .orderBy(desc(a.createdAt), desc(a.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(a).innerJoin(users, eq(users.id, a.userId)).where(where),
    regionLabels(db),
  ]);
  const list = rows.map(({ a: r, person }): ApiAdminApplicationRow => ({
    id: r.id, title: r.title, organisation: r.organisation, contactName: r.contactName, contactPhone: r.contactPhone,
    region: regions.get(r.region) ?? r.region, startDate: r.startDate, endDate: r.endDate, trainees: r.trainees, plan: r.plan,
    status: r.status, reason: r.reason, createdAt: toSeconds(r.createdAt), decidedAt: r.decidedAt ? toSeconds(r.decidedAt) : null,
    applicant: toPerson(person),
  }));
  return { list, total: n };
}

export const { list: adminApplyList, csv: adminApplyCsv } = defineListAndCsv(['registrar'], zFilters, applicationRows, {
  fileName: '培训班申请.csv',
  header: ['编号', '提交时间', '状态', '培训班名称', '申请单位', '举办地区', '开始日期', '结束日期', '人数', '联系人', '联系电话', '申请人', '申请人手机', '处理时间', '审核意见', '培训计划'],
  row: (r) => [
    r.id, formatDate(r.createdAt, 'YYYY-MM-DD HH:mm'), APPLICATION_STATUS_LABELS[r.status], r.title, r.organisation, r.region,
    r.startDate, r.endDate, r.trainees, r.contactName, r.contactPhone, r.applicant.name, r.applicant.phone,
    r.decidedAt ? formatDate(r.decidedAt, 'YYYY-MM-DD HH:mm') : '', r.reason ?? '', r.plan,
  ],
});
