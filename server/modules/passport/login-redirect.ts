// passport/login (docs/product.md §7: /api/med/passport/login?mobile=1&url=...&invite=...). There is no external
// passport here, so it sends the browser to our own login page, keeping a safe return address and the
// invite code. A browser navigates here, so bad values are dropped rather than answered with JSON.
import { z } from 'zod';
import { toSafeRedirect } from '@/contract/safe-redirect';
import { defineRoute, Redirect } from '@/server/http/route';
import { INVITE } from './inputs';
import { redirectHosts } from './redirect-hosts';

export const passportLogin = defineRoute({
  methods: ['GET'],
  input: z.object({ url: z.unknown().optional(), invite: z.unknown().optional() }),
  handler: async ({ url, invite }) => {
    const query = new URLSearchParams({ url: toSafeRedirect(url, redirectHosts()) });
    if (typeof invite === 'string' && INVITE.test(invite)) query.set('invite', invite);
    return new Redirect(`/login?${query.toString()}`);
  },
});
