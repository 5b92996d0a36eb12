// What every SMS sender is and what it may report. Kept apart from index.ts, which picks one, so the
// senders and the selection do not import each other.
import type { ServerEnv } from '@/server/env';

export type SmsSender = {
  readonly name: ServerEnv['SMS_PROVIDER'];
  /** Resolves once the provider has accepted the message; throws SmsSendError otherwise. */
  send(phone: string, code: string): Promise<void>;
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

/** A provider's error text, with the code taken out in case the provider echoes the request. */
export function safeReason(error: unknown, code: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(code).join('******').replace(/\s+/g, ' ').slice(0, 300);
}
