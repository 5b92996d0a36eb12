// An SMS to the learner where a staff decision matters (issue 10; which decisions and why: docs/product.md
// "SMS to the learner"). The decision calls notifyBySms inside its transaction, next to its site message;
// the notice is queued on the job queue's "sms" queue (server/jobs/sms.ts, with retries) only after the
// transaction has committed (server/db/after-commit.ts), once per decision (the job id is made from the
// kind and the decision's key), and a failure to queue is logged, never failing or undoing the decision.
// Without a running queue (an external API, the seed, most tests) no SMS is queued: the site message stays.
import { eq } from 'drizzle-orm';
import { getEnv } from '@/contract/env';
import { afterCommit } from '@/server/db/after-commit';
import type { Db, Tx } from '@/server/db/client';
import { getJobs } from '@/server/jobs/current';
import { log } from '@/server/log';
import { users } from '@/server/modules/passport/schema';

/**
 * What each decision says: the item and the result, at most 6 characters each, the template parameters
 * a cloud provider takes (Tencent allows no more; docs/product.md "SMS to the learner").
 */
export const SMS_NOTICES = {
  'signup-approved': { item: '培训报名', result: '已通过审核' },
  'signup-rejected': { item: '培训报名', result: '未通过审核' },
  'signup-cancelled': { item: '培训报名', result: '已被取消' },
  'payment-confirmed': { item: '缴费', result: '已确认到账' },
  'invoice-issued': { item: '发票申请', result: '已开具' },
  'invoice-rejected': { item: '发票申请', result: '已被驳回' },
  'invoice-reversed': { item: '发票', result: '已红冲作废' },
  'gift-shipped': { item: '礼品兑换', result: '已发货' },
  'gift-cancelled': { item: '礼品兑换', result: '已取消' },
  'apply-approved': { item: '办班申请', result: '已通过审核' },
  'apply-rejected': { item: '办班申请', result: '未通过审核' },
  'teacher-approved': { item: '讲师认证', result: '已通过审核' },
  'teacher-rejected': { item: '讲师认证', result: '未通过审核' },
  'cert-revoked': { item: '证书', result: '已被撤销' },
  'cert-reissued': { item: '证书', result: '已换发' },
} as const satisfies Record<string, { item: string; result: string }>;

export type SmsNoticeKind = keyof typeof SMS_NOTICES;

export type DecisionSms = {
  userId: number;
  /** The decision, unique within its kind: the item's id, with the decision's time where one item may be decided again. */
  ref: string | number;
  /** The page of the thing decided, a path on this site (the site message's link). */
  link: string;
  /** A few words more for the text, e.g. the carrier and tracking number of a shipped gift. */
  detail?: string;
};

/** The text as the log provider writes it: "您的发票申请已开具，详情见 https://.../user/invoice#invoice-3". */
export function smsNoticeText(kind: SmsNoticeKind, n: Pick<DecisionSms, 'link' | 'detail'>): string {
  const { item, result } = SMS_NOTICES[kind];
  // A text message is read outside the site: its link has to be absolute.
  const url = new URL(n.link, getEnv().SITE_URL).toString();
  return `您的${item}${result}${n.detail ? `（${n.detail}）` : ''}，详情见 ${url}`;
}

/** Queues the learner's SMS of a decision once tx has committed (tx: the decision's withTransaction). */
export function notifyBySms(tx: Db | Tx, kind: SmsNoticeKind, n: DecisionSms): void {
  if (!getJobs()) return;
  if (!afterCommit(tx, (db) => queueDecisionSms(db, kind, n))) {
    log.warn({ kind, ref: n.ref }, '[sms] a decision outside withTransaction: its SMS is not queued');
  }
}

async function queueDecisionSms(db: Db, kind: SmsNoticeKind, n: DecisionSms): Promise<void> {
  const jobs = getJobs();
  if (!jobs) return;
  try {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, n.userId));
    if (!user?.phone) return;
    // Loaded here, not at the top: the job kinds bring pg-boss, which a decision's module need not load.
    const { queueSms } = await import('@/server/jobs/sms');
    await queueSms(jobs, { phone: user.phone, text: smsNoticeText(kind, n), params: { ...SMS_NOTICES[kind] } }, `${kind}:${n.ref}`);
  } catch (err) {
    log.error({ err, kind, ref: n.ref }, '[sms] decision notice not queued');
  }
}
