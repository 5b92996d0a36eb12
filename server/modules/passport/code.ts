// passport/code (SPEC 7): sends a login code. The answer is the same whether the phone has an account.
import { z } from 'zod';
import type { ApiCodeSent } from '@/lib/api-types';
import { getServerEnv } from '@/server/env';
import { defineRoute } from '@/server/http/route';
import { zPhone } from './phone';
import { issueCode } from './sms-codes';
import { getSmsProvider } from './sms-provider';

export const passportCode = defineRoute({
  input: z.object({ phone: zPhone }),
  // SECURITY: sending is limited per client address too, not only per phone.
  rateLimit: { name: 'sms-client', limit: () => getServerEnv().SMS_HOURLY_CAP_PER_CLIENT, windowSeconds: 3600 },
  handler: async ({ phone }, { db, client }): Promise<ApiCodeSent> => {
    const code = await issueCode(db, phone, client);
    await getSmsProvider()(phone, code);
    return { resendAfter: getServerEnv().SMS_RESEND_SECONDS };
  },
});
