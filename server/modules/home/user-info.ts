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

/** Members whose unread count is kept per database; past it the oldest go first (a Map keeps insertion order). */
const MAX_COUNTS_KEPT = 10_000;
const unreadCounts = new WeakMap<Db, Map<number, { version: number; count: Promise<number> }>>();

/**
 * The member's unread count, kept with the data version it was counted at. Every change to a member's messages moves
 * users.data_version in the same transaction (server/db/migrations/0017_member_data_version.sql), and the version
 * comes with the user row that every request reads with its session: so a count is reused only while nothing of
 * theirs has changed, in this process or any other, and the frame of a member's page costs one statement (the
 * session) instead of two (docs/architecture.md §7).
 */
function unreadCountOf(db: Db, user: User): Promise<number> {
  let counts = unreadCounts.get(db);
  if (!counts) unreadCounts.set(db, (counts = new Map()));
  const kept = counts.get(user.id);
  if (kept && kept.version === user.dataVersion) return kept.count;
  const count = countUnread(db, user.id);
  const entry = { version: user.dataVersion, count };
  counts.delete(user.id);
  counts.set(user.id, entry);
  if (counts.size > MAX_COUNTS_KEPT) counts.delete(counts.keys().next().value!);
  count.catch(() => counts.get(user.id) === entry && counts.delete(user.id));
  return count;
}

/** userInfo for a user, or for a guest when user is null. sso: guests should try the SSO check (docs/product.md §4). */
export async function buildUserInfo(db: Db, user: User | null): Promise<ApiUserInfo> {
  const existActivity = await hasOpenActivityCached(db);
  if (!user) return { login: false, scope: 0, sso: true, message: 0, existActivity };
  return {
    login: true,
    scope: user.scope,
    sso: false,
    message: await unreadCountOf(db, user),
    existActivity,
    user: { id: user.id, name: user.name, phoneMasked: maskPhone(user.phone), avatar: user.avatar },
  };
}
