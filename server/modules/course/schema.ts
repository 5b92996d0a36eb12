// Featured courses (/course), their lecturers, chapters and videos (/video/{id}), and enrolments.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { users } from '@/server/modules/passport/schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { cardColumns, refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lecturers = pgTable('lecturers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  /** Professional title, e.g. 主任医师、教授. */
  title: varchar('title', { length: 60 }).notNull(),
  workUnit: varchar('work_unit', { length: 100 }).notNull(),
  avatar: varchar('avatar', { length: 300 }).notNull(),
  intro: text('intro').notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    ...cardColumns(),
    /** Option value of dictionary 'courseSubject'. */
    subject: varchar('subject', { length: 30 }).notNull(),
    /** Rich text (HTML), sanitized with an allow-list when rendered. */
    intro: text('intro').notNull(),
    lecturerId: integer('lecturer_id').notNull().references(() => lecturers.id),
    /** Price in fen; 0 is free. */
    priceFen: integer('price_fen').notNull().default(0),
    credit: varchar('credit', { length: 60 }).notNull().default(''),
    /** Shown as "N 人学习"; starts from the seed and grows with enrolments. */
    learners: integer('learners').notNull().default(0),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** Shown on the public site; an unpublished course is hidden from every public read (console, issue 9). */
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: at('published_at').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('courses_published_idx').on(t.publishedAt),
    index('courses_subject_published_idx').on(t.subject, t.publishedAt),
    index('courses_lecturer_idx').on(t.lecturerId),
    check('courses_price', sql`${t.priceFen} >= 0`),
  ],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: refColumn('course_id', () => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_chapters_course_idx').on(t.courseId, t.sort)],
);

export const courseVideos = pgTable(
  'course_videos',
  {
    id: serial('id').primaryKey(),
    courseId: refColumn('course_id', () => courses.id, { onDelete: 'cascade' }),
    chapterId: refColumn('chapter_id', () => courseChapters.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Site-relative media path (/media/...) or absolute https URL. */
    src: varchar('src', { length: 300 }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Free preview: watchable without enrolling. */
    isFree: boolean('is_free').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('course_videos_chapter_idx').on(t.chapterId, t.sort),
    index('course_videos_course_idx').on(t.courseId),
  ],
);

export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: refColumn('course_id', () => courses.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** The course's price when the user enrolled, in fen (0: free). */
    feeFen: integer('fee_fen').notNull().default(0),
    /**
     * When the academy recorded the fee as received (payment happens outside the site); null while
     * unpaid or for a free course. A paid enrolment can be invoiced (/user/invoice).
     */
    paidAt: at('paid_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('course_enrolments_user_course_uq').on(t.userId, t.courseId),
    index('course_enrolments_course_idx').on(t.courseId),
  ],
);

/**
 * Where a user stopped in a video and how far they got (study centre). Seconds are of the media file as
 * the player measured it; for the demo media that equals the lesson's listed durationSeconds.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    id: serial('id').primaryKey(),
    videoId: refColumn('video_id', () => courseVideos.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** Where playback resumes. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** The furthest point reached; never goes down. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** The lesson's length when it was last played (course_videos; 0: not known yet). */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /**
     * Watch time the server credited, milliseconds (video/progress: wall-clock between heartbeats of one
     * playing session, contract/watch.ts), at most the lesson's length.
     */
    creditedMs: integer('credited_ms').notNull().default(0),
    /** Credited time and furthest point covered the lesson once (contract/watch.ts coversLesson); stays true. */
    isFinished: boolean('is_finished').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_progress_user_video_uq').on(t.userId, t.videoId),
    index('video_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('video_progress_seconds', sql`${t.positionSeconds} >= 0 and ${t.watchedSeconds} >= 0 and ${t.durationSeconds} >= 0 and ${t.creditedMs} >= 0`),
  ],
);

/**
 * A learner's one playing session (video/play): a new one, in another tab or on another device, for this
 * lesson or another, supersedes the old, whose heartbeats are then refused. So two players never earn
 * watch time at once.
 */
export const videoPlaySessions = pgTable('video_play_sessions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  videoId: refColumn('video_id', () => courseVideos.id, { onDelete: 'cascade' }),
  /** Random, handed to the one player that started the session. */
  token: varchar('token', { length: 32 }).notNull(),
  /** The last heartbeat said the video was playing: the time since it earns credit. */
  playing: boolean('playing').notNull().default(false),
  /** When the last heartbeat (or the start) was received: the server's clock. */
  beatAt: at('beat_at').notNull(),
});
