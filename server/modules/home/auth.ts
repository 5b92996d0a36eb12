// home/auth (docs/product.md §7): the user info of the session, or a guest's.
import { defineRoute } from '@/server/http/route';
import { buildUserInfo } from './user-info';

export const homeAuth = defineRoute({
  auth: 'optional',
  handler: async (_input, { db, session }) => buildUserInfo(db, session?.user ?? null),
});
