// passport/phone (docs/product.md §7): logs in with phone and SMS code. Creates the account on first login and
// always issues a new session id, whatever cookie came in (docs/security.md: no session fixation).
import type { ApiLogin } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { toSafeRedirect } from '@/contract/safe-redirect';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { clearLoggedOutFlag, sessionCookie } from '@/server/http/cookies';
import { getServerEnv } from '@/server/env';
import { defineRoute } from '@/server/http/route';
import { createSession, deleteSession, sessionMaxAgeSeconds } from '@/server/http/session';
import { loginForm } from '@/contract/forms/login';
import { redirectHosts } from './redirect-hosts';
import { getPepper } from './secret';
import { checkCode } from './sms-codes';
import type { UserInfoOf } from './user-info-of';
import { findOrCreateUser } from './users';

/** The route; the route table passes home's buildUserInfo (user-info-of.ts says why). */
export const passportPhone = (userInfoOf: UserInfoOf) => defineRoute({
  input: loginForm,
  // Guessing across many phones from one address: 5 tries per code per phone is not the only bound.
  rateLimit: { name: 'sms-verify', limit: () => getServerEnv().LOGIN_HOURLY_CAP_PER_CLIENT, windowSeconds: 3600 },
  handler: async ({ phone, code, url, invite }, { db, sessionToken, setCookie }): Promise<ApiLogin> => {
    const pepper = await getPepper(db);
    const result = await withTransaction(db, async (tx) => {
      const check = await checkCode(tx, pepper, phone, code);
      if (check !== 'ok') return { check } as const;
      const user = await findOrCreateUser(tx, phone, invite);
      // Refused only after the code checks out, so only the phone's owner learns the account is disabled;
      // the code is spent as on any login (the transaction commits).
      if (user.disabledAt) return { check: Code.AccountDisabled } as const;
      await deleteSession(tx, sessionToken);
      const token = await createSession(tx, user.id);
      return { check, user, token } as const;
    });
    if (result.check !== 'ok') throw new ApiError(result.check);
    setCookie(sessionCookie(result.token, sessionMaxAgeSeconds()));
    setCookie(clearLoggedOutFlag());
    return { userInfo: await userInfoOf(db, result.user), url: toSafeRedirect(url, redirectHosts()) };
  },
});
