// live/detail/:id: one broadcast as its page shows it: what to play (the stream while live, the replay
// once ended), the chapters of the replay, and whether the visitor booked a reminder.
import { z } from 'zod';
import type { ApiLiveDetail } from '@/contract/wire/live';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { toSeconds } from '@/server/modules/common/time';
import { countBookings, isBooked, listChapters, listLiveCards, requireLive } from './queries';
import { tagsOfItem } from '@/server/modules/common/item-tags';
import { remindLazily } from './reminders';
import { liveStatus } from './status';

const RELATED_COUNT = 4;

export const liveDetail = defineRoute({
  input: z.object({ id: zId }),
  auth: 'optional',
  handler: async ({ id }, { db, session }): Promise<ApiLiveDetail> => {
    const now = new Date();
    const live = await requireLive(db, id);
    await remindLazily(db, now);
    const status = liveStatus(live, now);
    // Sequential on purpose: PGlite is one connection.
    const chapters = status === 'ended' ? await listChapters(db, id) : [];
    const tags = await tagsOfItem(db, 'live', id);
    const bookings = await countBookings(db, id);
    const booked = session ? await isBooked(db, id, session.user.id) : false;
    const related = await listLiveCards(db, { offset: 0, limit: RELATED_COUNT, excludeId: id }, now);
    return {
      id: live.id,
      title: live.title,
      cover: live.cover,
      speaker: live.speaker,
      speakerTitle: live.speakerTitle,
      summary: live.summary,
      intro: sanitizeRichOrPlainText(live.intro),
      status,
      startAt: toSeconds(live.startAt),
      endAt: toSeconds(live.endAt),
      now: toSeconds(now),
      viewers: live.viewers,
      playSrc: status === 'live' ? live.streamSrc : status === 'ended' ? live.replaySrc : null,
      chapters,
      tags,
      bookings,
      booked,
      related,
    };
  },
});
