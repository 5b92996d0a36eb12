// SMS that nobody waits on (the live reminder, the notice of a staff decision: server/modules/message/sms.ts),
// sent by a job with retries and growing delays, so a provider's short outage does not lose the message. The
// login code is not sent this way: the learner waits on it, and a failure must be told at once (passport/sms-codes.ts).
import { getServerEnv } from '@/server/env';
import { log } from '@/server/log';
import { getSmsSender, maskPhone } from '@/server/sms';
import type { SmsNoticeContent } from '@/server/sms/sender';
import { jobId, type JobKind, type Jobs } from './queue';

/** A notice as queued: `params` for a cloud provider's notice template (a decision's notice has them). */
export type SmsNotice = { phone: string } & SmsNoticeContent;

export const SMS_QUEUE = 'sms';

/**
 * Sends one notice through the configured provider. The log provider writes the line the demo and
 * the tests read; a cloud provider sends its notice template (ALIYUN_SMS_NOTICE_TEMPLATE,
 * TENCENT_SMS_NOTICE_TEMPLATE) with the notice's parameters. Without that template, or for a notice
 * without parameters, it is logged as not sent rather than retried against a
 * template that does not fit. A provider's refusal throws, and the job is retried.
 */
export const smsNoticeSender = {
  async send(notice: SmsNotice): Promise<void> {
    const { phone, ...content } = notice;
    if (await getSmsSender().sendNotice(phone, content)) return;
    log.warn({ phone: maskPhone(phone), provider: getServerEnv().SMS_PROVIDER }, '[jobs] no SMS notice template for this provider; notice not sent');
  },
};

export const smsJob: JobKind = {
  name: SMS_QUEUE,
  // 5 tries after the first, 30 s, 60 s, 120 s... apart (pg-boss doubles retryDelay with retryBackoff).
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  work: async (_db, jobs) => {
    for (const job of jobs) await smsNoticeSender.send(job.data as SmsNotice);
  },
};

/** Queues a notice; `key` makes a second send of the same notice (e.g. a repeated reminder) a no-op. */
export async function queueSms(jobs: Jobs, notice: SmsNotice, key: string): Promise<void> {
  await jobs.send(SMS_QUEUE, notice, { id: jobId(`sms:${key}`) });
}
