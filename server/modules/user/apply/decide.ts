// The academy's side of an application: put it under review, approve or reject it (the seed and the tests;
// the console decides through admin/apply/decide, which tells the applicant with tellApplicant). A decision
// writes the applicant a message in the same transaction, so the message exists exactly when the decision does.
import type { Tx } from '@/server/db/client';
import { decideRow, tellDecision, type Decision } from '../applications';
import type { ApplicationRow } from './queries';
import { trainingApplications } from './schema';

export async function decideApplication(tx: Tx, id: number, decision: Decision, reason?: string, at = new Date()) {
  return decideRow(tx, trainingApplications, '申请', { id, decision, reason, at }, tellApplicant);
}

/** The applicant's message about a decision (same transaction as the decision). */
export async function tellApplicant(tx: Tx, row: ApplicationRow, decision: 'approved' | 'rejected', note: string | null, at = new Date()) {
  const body =
    decision === 'approved'
      ? `您申请举办的“${row.title}”（${row.startDate} 至 ${row.endDate}）已通过审核，学院工作人员将与联系人${row.contactName}联系后续安排。${note ? `审核意见：${note}` : ''}`
      : `很抱歉，您申请举办的“${row.title}”未通过审核。原因：${note}。您可以调整后重新提交申请。`;
  await tellDecision(tx, row, decision, at, { area: 'apply', subject: '培训班申请', body });
}
