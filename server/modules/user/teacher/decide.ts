// The academy's side of lecturer certification (the seed and the tests; the console decides through
// admin/teacher/decide, which calls teacherDecided): put an application under review, approve or reject it. A decision writes the applicant a message in
// the same transaction; approving an ordinary user (scope 0) makes them a lecturer (scope 1, docs/product.md §6),
// which gives them the training centre of the user menu.
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { users } from '@/server/modules/passport/schema';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import type { ApplicationStatus } from '@/server/modules/user/apply/schema';
import type { Decision } from '@/server/modules/user/apply/decide';
import type { TeacherRow } from './queries';
import { teacherApplications } from './schema';

const FROM: Record<Decision, readonly ApplicationStatus[]> = {
  reviewing: ['submitted'],
  approved: ['submitted', 'reviewing'],
  rejected: ['submitted', 'reviewing'],
};

export async function decideTeacherApplication(tx: Tx, id: number, decision: Decision, reason?: string, at = new Date()) {
  const [row] = await tx.select().from(teacherApplications).where(eq(teacherApplications.id, id)).for('update');
  if (!row) throw new ApiError(Code.NotFound, '认证申请不存在');
  if (!FROM[decision].includes(row.status)) throw new ApiError(Code.Conflict, '认证申请当前的状态不能进行此操作');
  const note = reason?.trim().slice(0, 200) || null;
  if (decision === 'rejected' && !note) throw new ApiError(Code.BadInput, '请填写不通过的原因');
  const decided = decision !== 'reviewing';
  const [updated] = await tx
    .update(teacherApplications)
    .set({ status: decision, reason: note, updatedAt: at, ...(decided ? { decidedAt: at } : {}) })
    .where(eq(teacherApplications.id, id))
    .returning();
  if (decided) await teacherDecided(tx, row, decision, note, at);
  return updated;
}

/** What follows a decision, in its transaction: the lecturer's scope on approval, and the applicant's message. */
export async function teacherDecided(tx: Tx, row: TeacherRow, decision: 'approved' | 'rejected', note: string | null, at = new Date()) {
  if (decision === 'approved') {
    await tx.update(users).set({ scope: 1 }).where(and(eq(users.id, row.userId), eq(users.scope, 0)));
    await createMessage(tx, {
      userId: row.userId,
      title: '讲师认证已通过',
      body: `恭喜您通过学院讲师认证，现在可以在用户菜单的“培训中心”查看您授课的培训班。${note ? `审核意见：${note}` : ''}`,
      link: '/user/teacher',
      at,
    });
    notifyBySms(tx, 'teacher-approved', { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link: '/user/teacher' });
  } else if (decision === 'rejected') {
    await createMessage(tx, {
      userId: row.userId,
      title: '讲师认证未通过',
      body: `很抱歉，您的讲师认证申请未通过审核。原因：${note}。您可以补充材料后重新申请。`,
      link: '/user/teacher',
      at,
    });
    notifyBySms(tx, 'teacher-rejected', { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link: '/user/teacher' });
  }
}
