// The calendar endpoints (GET, answered as text/calendar rather than the envelope): "add to calendar"
// for one live broadcast or one training class, and a feed of what is coming up that a person can
// subscribe to in a calendar app. Public: anyone may add an event before signing up.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute, RawBody } from '@/server/http/route';
import { SITE } from '@/server/modules/common/site';
import { liveEvent, trainingEvents } from './events';
import { buildCalendar, type IcsEvent } from './ics';
import type { Db } from '@/server/db/client';
import { findLiveEvent, findTrainingEvent, listComingLives, listComingSessions } from './queries';

const CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** How far ahead the feed looks. */
export const FEED_DAYS = 90;
/** Enough for any real programme; bounds the work of one request. */
const FEED_MAX_EVENTS = 500;

/**
 * The id of the path. A calendar app understands an HTTP 404 better than an envelope, so a malformed id
 * answers like an unknown one: code NotFound with status 404.
 */
function readId(raw: string): number {
  const parsed = zId.safeParse(raw);
  if (!parsed.success) throw new ApiError(Code.NotFound, undefined, 404);
  return parsed.data;
}

function attachment(body: string, name: string, title: string): RawBody {
  // filename for old clients, filename* (RFC 6266) with the Chinese title for the rest.
  const encoded = encodeURIComponent(title.slice(0, 60)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const disposition = `attachment; filename="${name}.ics"; filename*=UTF-8''${encoded}.ics`;
  return new RawBody(body, CONTENT_TYPE, { 'Content-Disposition': disposition });
}

const ZIdInput = z.object({ id: z.string().max(20) });

type CalendarOf = { title: string; file: string; events: IcsEvent[] };

/** A GET endpoint answering the .ics file of the item `load` finds by id, or a 404 saying `missing`. */
function defineCalendar(load: (db: Db, id: number) => Promise<CalendarOf | null>, missing: string) {
  return defineRoute({
    input: ZIdInput,
    methods: ['GET'],
    cacheControl: 'public, max-age=300',
    handler: async ({ id }, { db }) => {
      const found = await load(db, readId(id));
      if (!found) throw new ApiError(Code.NotFound, missing, 404);
      return attachment(buildCalendar({ name: found.title, events: found.events, now: new Date() }), found.file, found.title);
    },
  });
}

export const calendarLive = defineCalendar(async (db, id) => {
  const live = await findLiveEvent(db, id);
  return live && { title: live.title, file: `live-${live.id}`, events: [liveEvent(live)] };
}, '直播不存在');

export const calendarTraining = defineCalendar(async (db, id) => {
  const found = await findTrainingEvent(db, id);
  return found && { title: found.training.title, file: `training-${found.training.id}`, events: trainingEvents(found.training, found.sessions) };
}, '培训班不存在');

export const calendarFeed = defineRoute({
  methods: ['GET'],
  cacheControl: 'public, max-age=900',
  handler: async (_input, { db }) => {
    const now = new Date();
    const until = new Date(now.getTime() + FEED_DAYS * 86_400_000);
    const coming = await listComingLives(db, now, until, FEED_MAX_EVENTS);
    const classes = await listComingSessions(db, now, until, FEED_MAX_EVENTS);
    const events = [
      ...coming.map(liveEvent),
      ...classes.flatMap(({ training, sessions }) => trainingEvents(training, sessions)),
    ].sort((a, b) => a.start.getTime() - b.start.getTime());
    const body = buildCalendar({
      name: `${SITE.shortName}·直播与培训`,
      description: `${SITE.name}未来${FEED_DAYS}天的直播与培训班日程`,
      events,
      now,
      refreshMinutes: 60,
    });
    // Inline: calendar apps subscribe to it; a browser may still save it.
    return new RawBody(body, CONTENT_TYPE, { 'Content-Disposition': 'inline; filename="academy-calendar.ics"' });
  },
});
