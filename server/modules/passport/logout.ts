// passport/logout (docs/product.md §4, 7): deletes the session on the server and clears the cookie. data.url is
// where to go next: the caller's own return address when it is safe, else null (the client then
// reloads or goes home, docs/product.md §4).
import { z } from 'zod';
import type { ApiLogout } from '@/contract/api-types';
import { safeRedirectOrNull } from '@/contract/safe-redirect';
import { clearSessionCookie } from '@/server/http/cookies';
import { defineRoute } from '@/server/http/route';
import { deleteSession } from '@/server/http/session';
import { zReturnUrl } from './inputs';
import { redirectHosts } from './redirect-hosts';

export const passportLogout = defineRoute({
  input: z.object({ url: zReturnUrl }),
  handler: async ({ url }, { db, sessionToken, setCookie }): Promise<ApiLogout> => {
    await deleteSession(db, sessionToken);
    setCookie(clearSessionCookie());
    return { url: safeRedirectOrNull(url, redirectHosts()) };
  },
});
