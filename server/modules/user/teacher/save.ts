// user/teacher/save: apply for lecturer certification, or change my application while it is still
// submitted. One active application per user: a second submit while one is open changes that one
// (so a repeated submit is idempotent), and the database's partial unique index holds the rule even
// against concurrent requests.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { TEACHER_DICTIONARIES, type ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { withTransaction, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { teacherForm } from '@/contract/forms/teacher';
import { defineRoute } from '@/server/http/route';
import { isOwnUpload } from '@/server/http/upload-store';
import { options } from '@/server/modules/common/schema';
import { requireOption } from '@/server/modules/training/options';
import { requireArea } from '../scope';
import { ACTIVE_STATUSES, teacherState } from './queries';
import { teacherApplications, teacherUploads } from './schema';

/** The form, shared with the site (contract/forms/teacher.ts). */
export const ZTeacherInput = teacherForm;

export type TTeacherInput = z.output<typeof ZTeacherInput>;

/** Advisory lock class of certification submits (any constant of our own). */
const TEACHER_LOCK = 7_260_202;

async function requireSpecialties(tx: Tx, values: string[]): Promise<void> {
  const rows = await tx
    .select({ value: options.value })
    .from(options)
    .where(and(eq(options.name, TEACHER_DICTIONARIES.specialty), inArray(options.value, values)));
  if (rows.length !== values.length) throw new ApiError(Code.BadInput, '擅长领域不正确');
}

/** The attachment, when it is one this user uploaded; otherwise BadInput (never someone else's file). */
async function requireOwnUpload(tx: Tx, uploadId: string, userId: number): Promise<void> {
  if (!(await isOwnUpload(tx, teacherUploads, uploadId, userId))) throw new ApiError(Code.BadInput, '附件不存在，请重新上传');
}

export const userTeacherSave = defineRoute({
  input: ZTeacherInput,
  auth: 'user',
  rateLimit: { name: 'user-teacher-save', limit: () => 60, windowSeconds: 3600 },
  handler: async (input, { db, session: { user } }): Promise<ApiTeacherCurrent> => {
    requireArea(user, 'teacher');
    await requireOption(db, TEACHER_DICTIONARIES.professionalTitle, input.professionalTitle, '职称');
    await requireOption(db, TEACHER_DICTIONARIES.hospitalLevel, input.hospitalLevel, '医院等级');
    const { uploadId, ...fields } = input;
    await withTransaction(db, async (tx) => {
      await requireSpecialties(tx, fields.specialties);
      if (uploadId) await requireOwnUpload(tx, uploadId, user.id);
      // One user's submits one at a time: the check below and the insert cannot interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(${TEACHER_LOCK}, ${user.id})`);
      const [active] = await tx
        .select()
        .from(teacherApplications)
        .where(and(eq(teacherApplications.userId, user.id), inArray(teacherApplications.status, [...ACTIVE_STATUSES])))
        .limit(1)
        .for('update');
      if (active) {
        if (active.status === 'approved') throw new ApiError(Code.Conflict, '您已通过讲师认证，无需再次申请');
        if (active.status !== 'submitted') throw new ApiError(Code.Conflict, '认证申请正在审核中，暂时不能修改');
        await tx
          .update(teacherApplications)
          .set({ ...fields, ...(uploadId ? { attachmentId: uploadId } : {}), updatedAt: new Date() })
          .where(eq(teacherApplications.id, active.id));
        return;
      }
      if (!uploadId) throw new ApiError(Code.BadInput, '请上传资质证明附件');
      await tx.insert(teacherApplications).values({ ...fields, attachmentId: uploadId, userId: user.id });
    });
    return teacherState(db, user.id);
  },
});
