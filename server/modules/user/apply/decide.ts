// The academy's side of an application: put it under review, approve or reject it (the seed and the tests;
// the console decides through admin/apply/decide, which tells the applicant with tellApplicant). A decision
// writes the applicant a message in the same transaction, so the message exists exactly when the decision does.
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import type { ApplicationRow } from './queries';
import { trainingApplications, type ApplicationStatus } from './schema';

export type Decision = 'reviewing' | 'approved' | 'rejected';

/** Which states each decision may follow. */
const FROM: Record<Decision, readonly ApplicationStatus[]> = {
  reviewing: ['submitted'],
  approved: ['submitted', 'reviewing'],
  rejected: ['submitted', 'reviewing'],
};

export async function decideApplication(tx: Tx, id: number, decision: Decision, reason?: string, at = new Date()) {
  const [row] = await tx.select().from(trainingApplications).where(eq(trainingApplications.id, id)).for('update');
  if (!row) throw new ApiError(Code.NotFound, '申请不存在');
  if (!FROM[decision].includes(row.status)) throw new ApiError(Code.Conflict, '申请当前的状态不能进行此操作');
  const note = reason?.trim().slice(0, 200) || null;
  if (decision === 'rejected' && !note) throw new ApiError(Code.BadInput, '请填写不通过的原因');
  const decided = decision !== 'reviewing';
  const [updated] = await tx
    .update(trainingApplications)
    .set({ status: decision, reason: note, updatedAt: at, ...(decided ? { decidedAt: at } : {}) })
    .where(eq(trainingApplications.id, id))
    .returning();
  if (decided) await tellApplicant(tx, row, decision, note, at);
  return updated;
}

/** The applicant's message about a decision (same transaction as the decision). */
export async function tellApplicant(tx: Tx, row: ApplicationRow, decision: 'approved' | 'rejected', note: string | null, at = new Date()) {
  if (decision === 'approved') {
    await createMessage(tx, {
      userId: row.userId,
      title: '培训班申请已通过',
      body: `您申请举办的“${row.title}”（${row.startDate} 至 ${row.endDate}）已通过审核，学院工作人员将与联系人${row.contactName}联系后续安排。${note ? `审核意见：${note}` : ''}`,
      link: '/user/apply',
      at,
    });
    notifyBySms(tx, 'apply-approved', { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link: '/user/apply' });
  } else if (decision === 'rejected') {
    await createMessage(tx, {
      userId: row.userId,
      title: '培训班申请未通过',
      body: `很抱歉，您申请举办的“${row.title}”未通过审核。原因：${note}。您可以调整后重新提交申请。`,
      link: '/user/apply',
      at,
    });
    notifyBySms(tx, 'apply-rejected', { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link: '/user/apply' });
  }
}
