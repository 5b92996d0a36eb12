// passport/sso (docs/product.md §4, 7): the JSONP check at start, `?callback=name&mobile=1&invite=`; and
// passport/ticket, which turns the single-use ticket into the user info.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiSso, ApiUserInfo } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { header } from '@/server/http/request-info';
import { defineRoute } from '@/server/http/route';
import { users } from './schema';
import { issueTicket, redeemTicket } from './tickets';
import type { UserInfoOf } from './user-info-of';

export const passportSso = defineRoute({
  methods: ['GET'],
  format: 'jsonp',
  auth: 'optional',
  handler: async (_input, { db, session, headers }): Promise<ApiSso> => {
    // A ticket is a login: it goes only to a request a browser marks as coming from our own pages
    // (Sec-Fetch-Site: same-origin, which a page cannot forge). A script tag on another site says
    // cross-site or same-site; a server replaying a stolen cookie sends no such header at all.
    if (!session || header(headers, 'sec-fetch-site') !== 'same-origin') return { login: false };
    return { login: true, ticket: await issueTicket(db, session.user.id) };
  },
});

/** The route; the route table passes home's buildUserInfo (user-info-of.ts says why). */
export const passportTicket = (userInfoOf: UserInfoOf) => defineRoute({
  input: z.object({ ticket: z.string().max(200) }),
  rateLimit: { name: 'sso-ticket', limit: () => 120, windowSeconds: 600 },
  cacheControl: 'private, no-store',
  handler: async ({ ticket }, { db }): Promise<ApiUserInfo> => {
    const userId = await redeemTicket(db, ticket);
    if (userId === null) throw new ApiError(Code.NotLoggedIn);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.disabledAt) throw new ApiError(Code.NotLoggedIn);
    return userInfoOf(db, user);
  },
});
