// admin/teacher/list (registrar): lecturer certifications, newest first, filtered by status (`pending` =
// submitted or under review), the days they came in and the applicant's name or phone; admin/teacher/csv (GET):
// the same rows as a spreadsheet; admin/teacher/file/{id} (GET): an application's attachment, for staff only.
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { formatDate } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { APPLICATION_STATUS_LABELS, type ApiAdminTeacherRow } from '@/contract/wire/admin-review';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { sendTeacherAttachment } from '@/server/modules/user/teacher/file';
import { toWireTeacher } from '@/server/modules/user/teacher/queries';
import { teacherApplications as t, teacherUploads } from '@/server/modules/user/teacher/schema';
import { defineAdminRoute } from '../guard';
import { withinDays, zDayRange } from '../list-inputs';
import { defineListAndCsv } from '../list-routes';
import { applicationStatusWhere, personColumns, personMatches, toPerson, zApplicationFilter, zPersonQuery } from '../review-queue';

const zFilters = { status: zApplicationFilter, q: zPersonQuery, ...zDayRange };
type Filters = z.output<z.ZodObject<typeof zFilters>>;

async function teacherRows(db: Db, f: Filters, limit: number, offset: number): Promise<ApiAdminPage<ApiAdminTeacherRow>> {
  const where = and(applicationStatusWhere(t.status, f.status), personMatches(f.q), withinDays(t.createdAt, f));
  const [rows, [{ n }]] = await Promise.all([
    db.select({ row: t, upload: teacherUploads, person: personColumns, scope: users.scope }).from(t)
      .innerJoin(users, eq(users.id, t.userId)).innerJoin(teacherUploads, eq(teacherUploads.id, t.attachmentId))
      .where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).innerJoin(users, eq(users.id, t.userId)).where(where),
  ]);
  // The learner's own shaping gives the dictionaries' labels; the console keeps the labels and its own file address.
  const wire = await toWireTeacher(db, rows);
  const list = rows.map(({ row, person, scope }, i): ApiAdminTeacherRow => ({
    id: row.id, professionalTitle: wire[i].professionalTitle.name, yearsOfPractice: row.yearsOfPractice,
    hospitalLevel: wire[i].hospitalLevel.name, specialties: wire[i].specialties.map((s) => s.name), experience: row.experience,
    attachment: { ...wire[i].attachment, url: `/api/med/admin/teacher/file/${row.id}` },
    status: row.status, reason: row.reason, createdAt: toSeconds(row.createdAt), decidedAt: row.decidedAt ? toSeconds(row.decidedAt) : null,
    scope, applicant: toPerson(person),
  }));
  return { list, total: n };
}

export const { list: adminTeacherList, csv: adminTeacherCsv } = defineListAndCsv(['registrar'], zFilters, teacherRows, {
  fileName: '讲师认证.csv',
  header: ['编号', '提交时间', '状态', '申请人', '手机', '工作单位', '职称', '从业年限', '医院等级', '擅长领域', '处理时间', '审核意见', '授课经历'],
  row: (r) => [
    r.id, formatDate(r.createdAt, 'YYYY-MM-DD HH:mm'), APPLICATION_STATUS_LABELS[r.status], r.applicant.name, r.applicant.phone,
    r.applicant.workUnit, r.professionalTitle, r.yearsOfPractice, r.hospitalLevel, r.specialties.join('、'),
    r.decidedAt ? formatDate(r.decidedAt, 'YYYY-MM-DD HH:mm') : '', r.reason ?? '', r.experience,
  ],
});

export const adminTeacherFile = defineAdminRoute({
  roles: ['registrar'],
  methods: ['GET'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }) => {
    const [row] = await db.select({ attachmentId: t.attachmentId, name: users.name }).from(t)
      .innerJoin(users, eq(users.id, t.userId)).where(eq(t.id, id)).limit(1);
    if (!row) throw new ApiError(Code.NotFound, '认证申请不存在');
    // Opened in a new tab from the review drawer (a PDF or a scan), not saved.
    return sendTeacherAttachment(db, row.attachmentId, row.name, { inline: true });
  },
});
