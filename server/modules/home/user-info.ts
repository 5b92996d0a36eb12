// userInfo (docs/product.md §3): what home/auth, passport/phone and passport/ticket answer.
import type { ApiUserInfo } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { hasOpenActivity } from '@/server/modules/activity/queries';
import { maskPhone } from '@/server/modules/passport/phone';
import type { User } from '@/server/modules/passport/users';
import { countUnread } from '@/server/modules/message/queries';
import { sharedRead } from '@/server/shared-read';

/**
 * existActivity is the same for every visitor and was a query on every page view (issue 13): it is kept this long
 * per database, and dropped at once by any cache-bus message (a staff change, e.g. an activity published).
 */
const OPEN_ACTIVITY_TTL_MS = 5000;
const hasOpenActivityCached = sharedRead(OPEN_ACTIVITY_TTL_MS, hasOpenActivity);

/** Whether an activity is open now, as every page's frame shows it (the same shared read). */
export const openActivityNow = (db: Db): Promise<boolean> => hasOpenActivityCached(db);

/** userInfo for a user, or for a guest when user is null. sso: guests should try the SSO check (docs/product.md §4). */
export async function buildUserInfo(db: Db, user: User | null): Promise<ApiUserInfo> {
  const existActivity = await hasOpenActivityCached(db);
  if (!user) return { login: false, scope: 0, sso: true, message: 0, existActivity };
  return {
    login: true,
    scope: user.scope,
    sso: false,
    message: await countUnread(db, user.id),
    existActivity,
    user: { id: user.id, name: user.name, phoneMasked: maskPhone(user.phone), avatar: user.avatar },
  };
}
