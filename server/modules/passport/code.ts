// passport/code (docs/product.md §7): sends a login code. The answer is the same whether the phone has an account.
import type { ApiCodeSent } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { getServerEnv } from '@/server/env';
import { ApiError } from '@/server/http/api-error';
import { refundRateLimit } from '@/server/http/rate-limit';
import { defineRoute } from '@/server/http/route';
import { getSmsSender, maskPhone, SmsSendError } from '@/server/sms';
import { safeReason } from '@/server/sms/sender';
import { smsCodeForm } from '@/contract/forms/login';
import { issueCode, withdrawCode } from './sms-codes';
import { log } from '@/server/log';

const CLIENT_LIMIT = { name: 'sms-client', windowSeconds: 3600 };

export const passportCode = defineRoute({
  input: smsCodeForm,
  // docs/security.md: sending is limited per client address too, not only per phone.
  rateLimit: { ...CLIENT_LIMIT, limit: () => getServerEnv().SMS_HOURLY_CAP_PER_CLIENT },
  handler: async ({ phone }, { db, client }): Promise<ApiCodeSent> => {
    const countedAt = new Date();
    const issued = await issueCode(db, phone, client);
    const sender = getSmsSender();
    try {
      await sender.send(phone, issued.code);
    } catch (error) {
      // The learner got nothing, so nothing may count: not the resend wait, not the daily cap, not
      // this client's hourly allowance (the key is the one the dispatcher counted it under).
      await withdrawCode(db, phone, issued);
      await refundRateLimit(db, { key: `${CLIENT_LIMIT.name}:${client}`, windowSeconds: CLIENT_LIMIT.windowSeconds }, countedAt);
      const reason = error instanceof SmsSendError ? error.reason : safeReason(error, issued.code);
      log.error(`[sms] ${sender.name} could not send a login code to ${maskPhone(phone)}: ${reason}`);
      throw new ApiError(Code.SmsSendFailed);
    }
    return { resendAfter: getServerEnv().SMS_RESEND_SECONDS };
  },
});
