// Applications to host a training class (/user/apply, scopes 0 and 2). A user edits or withdraws one
// while it is submitted; the academy moves it to under review and decides it (decide.ts), which
// writes the applicant a message.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';
import { refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** submitted: editable by the applicant; reviewing: the academy is on it; approved / rejected: decided. */
export type ApplicationStatus = 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'withdrawn';

/**
 * The columns both kinds of application (this table and teacher_applications) keep for the academy's review
 * (user/applications.ts): the state, the reason given with a decision, and when it was made, changed and decided.
 */
export const reviewColumns = () => ({
  status: varchar('status', { length: 16 }).$type<ApplicationStatus>().notNull().default('submitted'),
  /** Why it was rejected (required then), or a note with the approval. */
  reason: varchar('reason', { length: 200 }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

export const trainingApplications = pgTable(
  'training_applications',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** Name of the class to be held. */
    title: varchar('title', { length: 60 }).notNull(),
    organisation: varchar('organisation', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    /** Option value of dictionary 'region'. */
    region: varchar('region', { length: 20 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    trainees: integer('trainees').notNull(),
    /** Plain text, shown as text (never as HTML). */
    plan: text('plan').notNull(),
    /** A key the form sends once per new application, so that a repeated submit creates one row. */
    submitKey: varchar('submit_key', { length: 64 }),
    ...reviewColumns(),
  },
  (t) => [
    index('training_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('training_applications_user_key_uq').on(t.userId, t.submitKey),
    check('training_applications_trainees', sql`${t.trainees} between 1 and 1000`),
    check('training_applications_dates', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
