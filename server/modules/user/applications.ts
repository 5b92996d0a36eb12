// What the two kinds of application a user makes share (a class to host, user/apply; lecturer certification,
// user/teacher): the same states and review columns, so one set of steps finds the user's own application,
// withdraws it while it is submitted, and records the academy's decision on it. `what` names the kind in the
// Chinese messages (申请, 认证申请).
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Db, Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { toSeconds } from '@/server/modules/common/time';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { trainingApplications, type ApplicationStatus } from './apply/schema';
import { teacherApplications } from './teacher/schema';

export type ApplicationTable = typeof trainingApplications | typeof teacherApplications;
export type ApplicationRowOf<T extends ApplicationTable> = T['$inferSelect'];

/**
 * Drizzle cannot type a query over a table left generic, so the steps below query through this view of either
 * table: the columns they touch (id, userId, status, reason, updatedAt, decidedAt) are the same in both
 * (reviewColumns in apply/schema.ts), and each step hands back the caller's own row type.
 */
export const asApplicationTable = (table: ApplicationTable) => table as typeof trainingApplications;

/** The academy's steps: put under review, approve, reject. */
export type Decision = 'reviewing' | 'approved' | 'rejected';

/** Which states each decision may follow. */
const FROM: Record<Decision, readonly ApplicationStatus[]> = {
  reviewing: ['submitted'],
  approved: ['submitted', 'reviewing'],
  rejected: ['submitted', 'reviewing'],
};

/** Still waiting for the academy: submitted, or put under review. */
export const OPEN_STATUSES = ['submitted', 'reviewing'] as const;

/** What follows a decision in its transaction (the applicant's message, a lecturer's scope). */
export type AfterDecision<T extends ApplicationTable> = (
  tx: Tx,
  row: ApplicationRowOf<T>,
  decision: 'approved' | 'rejected',
  note: string | null,
  at: Date,
) => Promise<void>;

/** The user's application; someone else's answers exactly as one that does not exist. */
export async function findOwnRow<T extends ApplicationTable>(
  db: Db | Tx,
  table: T,
  what: string,
  id: number,
  userId: number,
  lock = false,
): Promise<ApplicationRowOf<T>> {
  const t = asApplicationTable(table);
  const query = db.select().from(t).where(and(eq(t.id, id), eq(t.userId, userId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(Code.NotFound, `${what}不存在`);
  return row as ApplicationRowOf<T>;
}

/** Withdraws the user's application while it is submitted; withdrawing twice answers the withdrawn row again. */
export async function withdrawOwnRow<T extends ApplicationTable>(tx: Tx, table: T, what: string, id: number, userId: number) {
  const existing = await findOwnRow(tx, table, what, id, userId, true);
  if (existing.status === 'withdrawn') return existing;
  if (existing.status !== 'submitted') throw new ApiError(Code.Conflict, `${what}已进入审核或已处理，不能撤回`);
  const t = asApplicationTable(table);
  const [updated] = await tx.update(t).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(t.id, id)).returning();
  return updated as ApplicationRowOf<T>;
}

/**
 * The academy's side (the seed and the tests; the console decides through admin/review-queue.ts decideOpenRow): a decision follows
 * only the states FROM allows, a rejection needs a reason, and `after` runs in the same transaction, so the
 * applicant's message exists exactly when the decision does.
 */
export async function decideRow<T extends ApplicationTable>(
  tx: Tx,
  table: T,
  what: string,
  { id, decision, reason, at }: { id: number; decision: Decision; reason?: string; at: Date },
  after: AfterDecision<T>,
): Promise<ApplicationRowOf<T>> {
  const t = asApplicationTable(table);
  const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as ApplicationRowOf<T>[];
  if (!row) throw new ApiError(Code.NotFound, `${what}不存在`);
  if (!FROM[decision].includes(row.status)) throw new ApiError(Code.Conflict, `${what}当前的状态不能进行此操作`);
  const note = reason?.trim().slice(0, 200) || null;
  if (decision === 'rejected' && !note) throw new ApiError(Code.BadInput, '请填写不通过的原因');
  const decided = decision !== 'reviewing';
  const [updated] = await tx
    .update(t)
    .set({ status: decision, reason: note, updatedAt: at, ...(decided ? { decidedAt: at } : {}) })
    .where(eq(t.id, id))
    .returning();
  if (decided) await after(tx, row, decision, note, at);
  return updated as ApplicationRowOf<T>;
}

/**
 * The applicant's site message about a decision and its SMS notice, in the decision's transaction. `area` is
 * the kind's page (/user/apply, /user/teacher) and names its notices (apply-approved, teacher-rejected);
 * `subject` starts the title (培训班申请已通过).
 */
export async function tellDecision(
  tx: Tx,
  row: { id: number; userId: number },
  decision: 'approved' | 'rejected',
  at: Date,
  { area, subject, body }: { area: 'apply' | 'teacher'; subject: string; body: string },
) {
  const link = `/user/${area}`;
  const title = `${subject}${decision === 'approved' ? '已通过' : '未通过'}`;
  await createMessage(tx, { userId: row.userId, title, body, link, at });
  notifyBySms(tx, `${area}-${decision}`, { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link });
}

/** The review's part of an application on the wire, alike for both kinds. */
export const wireReview = (row: ApplicationRowOf<ApplicationTable>) => ({
  status: row.status,
  reason: row.reason,
  createdAt: toSeconds(row.createdAt),
  updatedAt: toSeconds(row.updatedAt),
  decidedAt: row.decidedAt ? toSeconds(row.decidedAt) : null,
  canEdit: row.status === 'submitted',
});
