// Reads of the console's live broadcasts: one as the form edits it, published or not, with its state
// (from its times, as the public pages compute it) and how many reminders were booked.
import { eq } from 'drizzle-orm';
import type { ApiAdminLive } from '@/contract/wire/admin-course';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { plainTextAsHtml } from '@/server/http/sanitize-html';
import { countBookings } from '@/server/modules/live/queries';
import { lives } from '@/server/modules/live/schema';
import { liveStatus } from '@/server/modules/live/status';
import { toSeconds } from '@/server/modules/common/time';
import { readItemTagIds } from '../item-tags';

export const LIVE_ROLES = ['registrar', 'editor'] as const;

export async function loadAdminLive(db: Db, id: number, now = new Date()): Promise<ApiAdminLive | null> {
  const [l] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  if (!l) return null;
  return {
    id: l.id,
    title: l.title,
    cover: l.cover,
    speaker: l.speaker,
    speakerTitle: l.speakerTitle,
    summary: l.summary,
    intro: plainTextAsHtml(l.intro),
    startAt: toSeconds(l.startAt),
    endAt: toSeconds(l.endAt),
    streamSrc: l.streamSrc,
    replaySrc: l.replaySrc ?? '',
    isPublished: l.isPublished,
    tagIds: await readItemTagIds(db, 'live', id),
    state: liveStatus(l, now),
    bookings: await countBookings(db, id),
  };
}

/** loadAdminLive for the routes that act on an existing broadcast: NotFound for an unknown id. */
export async function requireAdminLive(db: Db, id: number, now = new Date()): Promise<ApiAdminLive> {
  const live = await loadAdminLive(db, id, now);
  if (!live) throw new ApiError(Code.NotFound, '直播不存在');
  return live;
}
