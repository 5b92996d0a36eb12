// Case competitions (/activity). Status follows from the times (see status.ts): upcoming before startAt,
// open for entries until deadline, judging until endAt, then ended.
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type ActivityMilestone = { date: string; title: string };

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
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
  },
  (t) => [index('activities_start_idx').on(t.startAt), index('activities_deadline_idx').on(t.deadline)],
);

export type EntryStatus = 'submitted' | 'approved' | 'rejected' | 'awarded';

/** A case submitted by a user. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    /** Plain text as typed; never rendered as HTML (SECURITY). */
    content: text('content').notNull(),
    status: varchar('status', { length: 16 }).$type<EntryStatus>().notNull().default('submitted'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_entries_activity_idx').on(t.activityId, t.createdAt),
    index('activity_entries_user_idx').on(t.userId),
  ],
);
