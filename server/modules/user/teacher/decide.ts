// The academy's side of lecturer certification (the seed and the tests; the console decides through
// admin/teacher/decide, which calls teacherDecided): put an application under review, approve or reject it. A decision writes the applicant a message in
// the same transaction; approving an ordinary user (scope 0) makes them a lecturer (scope 1, docs/product.md §6),
// which gives them the training centre of the user menu.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { decideRow, tellDecision, type Decision } from '../applications';
import type { TeacherRow } from './queries';
import { teacherApplications } from './schema';

export async function decideTeacherApplication(tx: Tx, id: number, decision: Decision, reason?: string, at = new Date()) {
  return decideRow(tx, teacherApplications, '认证申请', { id, decision, reason, at }, teacherDecided);
}

/** What follows a decision, in its transaction: the lecturer's scope on approval, and the applicant's message. */
export async function teacherDecided(tx: Tx, row: TeacherRow, decision: 'approved' | 'rejected', note: string | null, at = new Date()) {
  if (decision === 'approved') await tx.update(users).set({ scope: 1 }).where(and(eq(users.id, row.userId), eq(users.scope, 0)));
  const body =
    decision === 'approved'
      ? `恭喜您通过学院讲师认证，现在可以在用户菜单的“培训中心”查看您授课的培训班。${note ? `审核意见：${note}` : ''}`
      : `很抱歉，您的讲师认证申请未通过审核。原因：${note}。您可以补充材料后重新申请。`;
  await tellDecision(tx, row, decision, at, { area: 'teacher', subject: '讲师认证', body });
}
