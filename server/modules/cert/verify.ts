// cert/verify/:number (public): what a verifier needs about one certificate, by its number as printed
// or typed. A malformed number and an unknown one answer the same "not found", and the lookup is rate
// limited per client: with 80-bit numbers guessing is hopeless anyway, but nobody needs to try fast. A revoked
// certificate says so with the date; a number replaced by a reissue answers as revoked on the day it was replaced.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCertVerify } from '@/contract/wire/cert';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { toApiCertVerify } from './cards';
import { normalizeCertNumber } from './number';
import { toSeconds } from '@/server/modules/common/time';
import { findCertByNumber, findRetiredNumber } from './queries';

export const CERT_NOT_FOUND = '未找到该编号的证书，请核对证书编号后重新输入';

export const certVerify = defineRoute({
  input: z.object({ number: z.string().max(64, CERT_NOT_FOUND) }),
  rateLimit: { name: 'cert-verify', limit: () => 120, windowSeconds: 600 },
  handler: async ({ number }, { db }): Promise<ApiCertVerify> => {
    const normalized = normalizeCertNumber(number);
    if (!normalized) throw new ApiError(Code.NotFound, CERT_NOT_FOUND);
    const row = await findCertByNumber(db, normalized);
    if (row) return toApiCertVerify(row, new Date());
    // A number retired by a reissue still answers, as replaced, so an old printed copy is not taken for a forgery.
    const old = await findRetiredNumber(db, normalized);
    if (!old) throw new ApiError(Code.NotFound, CERT_NOT_FOUND);
    const replacedAt = toSeconds(old.replacedAt);
    return { ...toApiCertVerify(old.cert, new Date()), number: normalized, status: 'revoked', revokedAt: replacedAt, replacedAt };
  },
});
