// Case competitions (/activity). Status follows from the times (see status.ts): upcoming before startAt,
// open for entries until deadline, judging until endAt, then ended.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { cardColumns, refColumn } from '@/server/db/columns';
import { users } from '@/server/modules/passport/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type ActivityMilestone = { date: string; title: string };

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    ...cardColumns(),
    organiser: varchar('organiser', { length: 100 }).notNull(),
    /** Rich text (HTML): rules, entry requirements, scoring, awards. */
    rules: text('rules').notNull(),
    /** Milestones shown as a timeline, dates as YYYY-MM-DD. */
    timeline: jsonb('timeline').$type<ActivityMilestone[]>().notNull().default([]),
    startAt: at('start_at').notNull(),
    /** Entries are accepted until this moment. */
    deadline: at('deadline').notNull(),
    /** Results announced; the competition is over. */
    endAt: at('end_at').notNull(),
    /** Unpublished (a draft, or taken down by an editor): absent from every public read. */
    isPublished: boolean('is_published').notNull().default(true),
    /** When the registrar published the ranking (admin/activity/results); null: not published. */
    resultsPublishedAt: at('results_published_at'),
  },
  (t) => [index('activities_start_idx').on(t.startAt), index('activities_deadline_idx').on(t.deadline)],
);

/** What an attachment really is, from its first bytes (file-type.ts), never from its name alone. */
export type UploadKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

/**
 * A file a user uploaded for an entry (activity/upload). The id is 128 random bits in hex and is also
 * the file's name under DATA_DIR/uploads/activity/: nothing a visitor typed ever becomes a path.
 */
export const activityUploads = pgTable(
  'activity_uploads',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** The name shown and offered on download: the uploaded name, cleaned, with the extension of its kind. */
    fileName: varchar('file_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<UploadKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('activity_uploads_user_idx').on(t.userId, t.createdAt)],
);

export type EntryStatus = 'submitted' | 'approved' | 'rejected' | 'awarded';

/** A case submitted by a user: one per user per competition, editable until the deadline. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: serial('id').primaryKey(),
    activityId: refColumn('activity_id', () => activities.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    department: varchar('department', { length: 50 }).notNull(),
    /** Plain text as typed; never rendered as HTML (docs/security.md). */
    abstract: text('abstract').notNull(),
    attachmentId: varchar('attachment_id', { length: 32 }).references(() => activityUploads.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<EntryStatus>().notNull().default('submitted'),
    /** Award given when the results are out, e.g. 一等奖. */
    award: varchar('award', { length: 20 }),
    /** Why the registrar turned the entry down (shown to its author). */
    reviewReason: varchar('review_reason', { length: 200 }),
    /** Place in the published ranking (1 = best average score); null until results are published. */
    rank: smallint('rank'),
    /** Shown to every logged-in user under the competition (the organisers' choice). */
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_entries_activity_user_idx').on(t.activityId, t.userId),
    index('activity_entries_published_idx').on(t.activityId, t.isPublished, t.createdAt),
    index('activity_entries_user_idx').on(t.userId),
  ],
);

/**
 * A judge's score of an entry (admin/activity/entry/score): one per judge per entry, changed by scoring again
 * until the results are published. Tenths of a point, 0 to 100.0, so averages are exact sums.
 */
export const activityScores = pgTable(
  'activity_scores',
  {
    id: serial('id').primaryKey(),
    entryId: refColumn('entry_id', () => activityEntries.id, { onDelete: 'cascade' }),
    judgeId: refColumn('judge_id', () => users.id, { onDelete: 'cascade' }),
    scoreTenths: smallint('score_tenths').notNull(),
    /** The judge's note, for the other judges and the registrar only. */
    comment: varchar('comment', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_scores_entry_judge_uq').on(t.entryId, t.judgeId),
    check('activity_scores_range', sql`${t.scoreTenths} between 0 and 1000`),
  ],
);
