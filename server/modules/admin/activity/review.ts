// The judging of a case competition (registrar): admin/activity/entry/decide/{id} approves an entry for judging
// or turns it down with a reason (the author is told, with a link to the competition); admin/activity/entry/score/{id}
// records the calling judge's score (0 to 100, one decimal) and note, one per judge per entry, changed by scoring
// again. Both are refused once the competition's results are published (AdminCode.ResultsPublished).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { SCORE_MAX } from '@/contract/wire/admin-review';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { activityEntries as e, activityScores } from '@/server/modules/activity/schema';
import { createMessage } from '@/server/modules/message/create';
import { writeAudit } from '../audit';
import { decidedOnce, zBulkIds, zDecisionInput, type Decision } from '../decide';
import { defineAdminRoute, type Staff } from '../guard';
import { runBulk } from '../signup/bulk';
import { loadEntryActivity } from './entry-queries';

/** The entry and its competition, locked so that a publication of the results waits for this change (and vice versa). */
async function openEntry(tx: Db, id: number) {
  const [entry] = await tx.select().from(e).where(eq(e.id, id));
  if (!entry) throw new ApiError(Code.NotFound, '参赛作品不存在');
  const activity = await loadEntryActivity(tx, entry.activityId, true);
  if (activity.resultsPublishedAt) throw new ApiError(AdminCode.ResultsPublished);
  return { entry, activity };
}

export async function decideEntry(db: Db, staff: Staff, id: number, decision: Decision, reason?: string) {
  return withTransaction(db, async (tx) => {
    const { entry: before, activity } = await openEntry(tx, id);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx.update(e).set({ status, reviewReason: reason || null, updatedAt: new Date() })
      .where(and(eq(e.id, id), eq(e.status, 'submitted'))).returning();
    const after = decidedOnce(row);
    await createMessage(tx, {
      userId: after.userId, link: `/activity/${activity.id}`,
      title: decision === 'approve' ? '您的参赛作品已通过审核' : '您的参赛作品未通过审核',
      body: decision === 'approve'
        ? `您提交至“${activity.title}”的作品《${after.title}》已通过审核，进入评审。评审结果将在大赛页面公布。`
        : `很抱歉，您提交至“${activity.title}”的作品《${after.title}》未通过审核。原因：${reason}。`,
    });
    await writeAudit(tx, { staffId: staff.id, action: decision, kind: 'activity-entry', itemId: id, before, after });
    return after;
  });
}

export const adminEntryDecide = defineAdminRoute({
  roles: ['registrar'],
  input: zDecisionInput.safeExtend({ id: zId }),
  handler: async ({ id, decision, reason }, { db, staff }) => {
    const row = await decideEntry(db, staff, id, decision, reason);
    return { id, status: row.status };
  },
});

/** "85", "92.5": 0 to SCORE_MAX with at most one decimal, read as tenths. */
const zScore = z
  .string({ error: '请填写分数' })
  .regex(/^\d{1,3}(\.\d)?$/, `分数应为0～${SCORE_MAX}的数，最多一位小数`)
  .transform((v) => Math.round(Number(v) * 10))
  .refine((t) => t <= SCORE_MAX * 10, `分数应为0～${SCORE_MAX}的数，最多一位小数`);

export const adminEntryScore = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId, score: zScore, comment: zText(200, '评语').optional().transform((v) => v ?? '') }),
  handler: async ({ id, score, comment }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const { entry } = await openEntry(tx, id);
      if (entry.status !== 'approved') throw new ApiError(AdminCode.EntryNotApproved);
      const [before] = await tx.select().from(activityScores)
        .where(and(eq(activityScores.entryId, id), eq(activityScores.judgeId, staff.id)));
      const now = new Date();
      const [after] = await tx.insert(activityScores).values({ entryId: id, judgeId: staff.id, scoreTenths: score, comment })
        .onConflictDoUpdate({ target: [activityScores.entryId, activityScores.judgeId], set: { scoreTenths: score, comment, updatedAt: now } })
        .returning();
      await writeAudit(tx, { staffId: staff.id, action: 'score', kind: 'activity-entry', itemId: id, before: before ?? null, after });
      return { id, score: score / 10 };
    }),
});

export const adminEntryBulk = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ ids: zBulkIds }),
  handler: async ({ ids }, { db, staff }) => runBulk(ids, (id) => decideEntry(db, staff, id, 'approve')),
});
