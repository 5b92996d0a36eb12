// Live broadcasts (/live). Status (upcoming, live, ended) is not stored: it follows from startAt and
// endAt (see status.ts). An ended broadcast may have a replay with chapters.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { users } from '@/server/modules/passport/schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { cardColumns, refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lives = pgTable(
  'lives',
  {
    id: serial('id').primaryKey(),
    ...cardColumns(),
    speaker: varchar('speaker', { length: 32 }).notNull(),
    /** e.g. "郑州大学第一附属医院 心血管内科 主任医师". */
    speakerTitle: varchar('speaker_title', { length: 120 }).notNull(),
    /** Rich text (HTML): the programme and, after the broadcast, a write-up. */
    intro: text('intro').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Stream address while live (site-relative or https). */
    streamSrc: varchar('stream_src', { length: 300 }).notNull(),
    /** Replay video once ended, or null while none is published. */
    replaySrc: varchar('replay_src', { length: 300 }),
    viewers: integer('viewers').notNull().default(0),
    /** Shown on the public site; an unpublished broadcast is hidden from every public read (console, issue 9). */
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('lives_start_idx').on(t.startAt), index('lives_end_idx').on(t.endAt)],
);

/** Chapter marks of a replay, so viewers can jump to a topic. */
export const liveChapters = pgTable(
  'live_chapters',
  {
    id: serial('id').primaryKey(),
    liveId: refColumn('live_id', () => lives.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    offsetSeconds: integer('offset_seconds').notNull(),
  },
  (t) => [index('live_chapters_live_idx').on(t.liveId, t.offsetSeconds)],
);

/**
 * A reminder booking: one row per user and broadcast, so booking twice changes nothing. remindedAt is
 * set when the "starting soon" message was written (reminders.ts), so each booking is reminded once.
 */
export const liveBookings = pgTable(
  'live_bookings',
  {
    id: serial('id').primaryKey(),
    liveId: refColumn('live_id', () => lives.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    uniqueIndex('live_bookings_user_live_uq').on(t.userId, t.liveId),
    index('live_bookings_live_idx').on(t.liveId, t.remindedAt),
  ],
);
