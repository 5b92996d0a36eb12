// Training classes (/training), their sessions and sign-ups. Money is integer fen (分) everywhere so that
// sums are exact; the wire shows yuan. Status is not stored: it follows from the times (see status.ts),
// so a demo database left running for weeks still tells the truth.
import { sql } from 'drizzle-orm';
import {
  check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';
import { bases } from '@/server/modules/base/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    /** Option value of dictionary 'trainingProject': the programme the class belongs to. */
    project: varchar('project', { length: 30 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Option value of dictionary 'region' (a city). */
    region: varchar('region', { length: 20 }).notNull(),
    baseId: integer('base_id').references(() => bases.id),
    organiser: varchar('organiser', { length: 100 }).notNull(),
    audience: varchar('audience', { length: 200 }).notNull(),
    /** Continuing-education credit, e.g. "省级II类学分 6分". */
    credit: varchar('credit', { length: 60 }).notNull().default(''),
    /** Fee in fen (1 yuan = 100 fen); 0 is free. */
    feeFen: integer('fee_fen').notNull().default(0),
    seatsTotal: integer('seats_total').notNull(),
    /** Changed only in the transaction that checks it against seatsTotal (DESIGN 4). */
    seatsTaken: integer('seats_taken').notNull().default(0),
    signupEndAt: at('signup_end_at').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    /** Rich text (HTML), sanitized with an allow-list when rendered. */
    syllabus: text('syllabus').notNull(),
    /** Rich text: practical notes for attendees (报到须知). */
    notice: text('notice').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('trainings_start_idx').on(t.startAt),
    index('trainings_project_start_idx').on(t.project, t.startAt),
    index('trainings_region_start_idx').on(t.region, t.startAt),
    index('trainings_base_idx').on(t.baseId),
    check('trainings_seats', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal}`),
    check('trainings_fee', sql`${t.feeFen} >= 0`),
  ],
);

/** One scheduled part of a class (a day's lectures, a practical) with its own check-in code. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    teacher: varchar('teacher', { length: 60 }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Shown on site to attendees (/training/attend); never sent in public answers. */
    checkinCode: varchar('checkin_code', { length: 12 }).notNull(),
  },
  (t) => [index('training_sessions_training_idx').on(t.trainingId, t.startAt)],
);

export type SignupStatus = 'pending' | 'confirmed' | 'cancelled';

/** A user's sign-up for a class; one per user and class, so a repeated submit is idempotent. */
export const trainingSignups = pgTable(
  'training_signups',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<SignupStatus>().notNull().default('pending'),
    /** Fee owed at sign-up time, in fen. */
    feeFen: integer('fee_fen').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_signups_user_training_uq').on(t.userId, t.trainingId),
    index('training_signups_training_idx').on(t.trainingId),
  ],
);

/** Attendance: one row per sign-up and session, written by check-in. */
export const trainingCheckins = pgTable(
  'training_checkins',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_checkins_session_user_uq').on(t.sessionId, t.userId)],
);
