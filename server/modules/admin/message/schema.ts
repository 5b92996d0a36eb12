// Notices staff sent (admin/message/send): one row per notice, with whom it went to and how many people got
// it. The learners' copies are ordinary site messages (server/modules/message); this row is the console's
// history of what was sent, written in the same transaction as those copies.
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';

/** everyone: every account that is not disabled; training: a class's roster; course: a course's learners. */
export type NoticeAudience = 'everyone' | 'training' | 'course';

export const adminNotices = pgTable(
  'admin_notices',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => users.id),
    audience: varchar('audience', { length: 16 }).$type<NoticeAudience>().notNull(),
    /** The class or course id; null for everyone. */
    targetId: integer('target_id'),
    /** The class's or course's title when sent, so the history reads the same after a rename or delete. */
    targetTitle: varchar('target_title', { length: 120 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 300 }),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_notices_created_idx').on(t.createdAt)],
);
