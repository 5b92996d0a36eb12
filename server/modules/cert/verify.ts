// cert/verify/:number (public): what a verifier needs about one certificate, by its number as printed
// or typed. A malformed number and an unknown one answer the same "not found", and the lookup is rate
// limited per client: with 80-bit numbers guessing is hopeless anyway, but nobody needs to try fast.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCertVerify } from '@/contract/wire/cert';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { toApiCertVerify } from './cards';
import { normalizeCertNumber } from './number';
import { findCertByNumber } from './queries';

export const CERT_NOT_FOUND = '未找到该编号的证书，请核对证书编号后重新输入';

export const certVerify = defineRoute({
  input: z.object({ number: z.string().max(64, CERT_NOT_FOUND) }),
  rateLimit: { name: 'cert-verify', limit: () => 120, windowSeconds: 600 },
  handler: async ({ number }, { db }): Promise<ApiCertVerify> => {
    const normalized = normalizeCertNumber(number);
    const row = normalized ? await findCertByNumber(db, normalized) : null;
    if (!row) throw new ApiError(Code.NotFound, CERT_NOT_FOUND);
    return toApiCertVerify(row, new Date());
  },
});
