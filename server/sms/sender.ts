// What every SMS sender is and what it may report. Kept apart from index.ts, which picks one, so the
// senders and the selection do not import each other.
import type { ServerEnv } from '@/server/env';

export type SmsSender = {
  readonly name: ServerEnv['SMS_PROVIDER'];
  /** Resolves once the provider has accepted the message; throws SmsSendError otherwise. */
  send(phone: string, code: string): Promise<void>;
  /**
   * A notice of a decision (server/jobs/sms.ts): the log provider writes its text; a cloud provider sends
   * its notice template with the two short parameters. Resolves false, sending nothing, when the provider
   * has no notice template configured or the notice no parameters; throws SmsSendError when the provider refuses or does not answer.
   */
  sendNotice(phone: string, notice: SmsNoticeContent): Promise<boolean>;
};

/**
 * What a notice says. The providers take no link in a parameter and at most 6 characters a parameter
 * (Tencent), so the template holds the fixed text and the site's address, and the parameters only
 * what was decided: item "发票申请", result "已开具" (docs/product.md "SMS to the learner").
 */
export type SmsNoticeContent = {
  /** The whole text with the absolute link, as the log provider writes it. */
  text: string;
  /** For a cloud provider's notice template; a notice without them is not sent there. */
  params?: { item: string; result: string };
};

/**
 * The provider refused the message or did not answer in time. `reason` is the provider's own error
 * code and message, for the log; it never holds the code that was being sent.
 */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'SmsSendError';
  }
}

/** "13912345678" as "139****5678": enough to follow one learner's trouble in the log, no more. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}

/** A provider's error text, with the code (if one was sent) taken out in case the provider echoes the request. */
export function safeReason(error: unknown, code?: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return (code ? text.split(code).join('******') : text).replace(/\s+/g, ' ').slice(0, 300);
}
