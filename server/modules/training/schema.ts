// Training classes (/training), their sessions and sign-ups. Money is integer fen (分) everywhere so that
// sums are exact; the wire shows yuan. Status is not stored: it follows from the times (see status.ts),
// so a demo database left running for weeks still tells the truth.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import type { ApiSignupField } from '@/contract/wire/training';
import { users } from '@/server/modules/passport/schema';
import { bases } from '@/server/modules/training/base-schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { cardColumns, refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** How a class's fee is paid (there is no online payment: docs/product.md §2, the pay route is always 404). */
export type PayMethod = 'onsite' | 'transfer';

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    /** Option value of dictionary 'trainingProject': the programme the class belongs to. */
    project: varchar('project', { length: 30 }).notNull(),
    ...cardColumns(),
    /** Option value of dictionary 'region' (a city). */
    region: varchar('region', { length: 20 }).notNull(),
    baseId: integer('base_id').references(() => bases.id),
    organiser: varchar('organiser', { length: 100 }).notNull(),
    audience: varchar('audience', { length: 200 }).notNull(),
    /** Continuing-education credit, e.g. "省级II类学分 6分". */
    credit: varchar('credit', { length: 60 }).notNull().default(''),
    /** Fee in fen (1 yuan = 100 fen); 0 is free. */
    feeFen: integer('fee_fen').notNull().default(0),
    /** How a fee is paid, as the academy arranges it: at registration on site, or by bank transfer. */
    payMethod: varchar('pay_method', { length: 16 }).$type<PayMethod>().notNull().default('onsite'),
    seatsTotal: integer('seats_total').notNull(),
    /** Changed only in the transaction that checks it against seatsTotal (docs/architecture.md §4). */
    seatsTaken: integer('seats_taken').notNull().default(0),
    signupEndAt: at('signup_end_at').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    /** Rich text (HTML), sanitized with an allow-list when rendered. */
    syllabus: text('syllabus').notNull(),
    /** Rich text: practical notes for attendees (报到须知). */
    notice: text('notice').notNull(),
    /**
     * Questions the sign-up form asks beyond the standard ones (name, phone, unit, department, job, region),
     * set by the registrar in the console; answers are kept on the sign-up (trainingSignups.answers).
     */
    signupFields: jsonb('signup_fields').$type<ApiSignupField[]>().notNull().default([]),
    /** An unpublished class (a draft, or withdrawn in the console) is on no public page, list or sitemap. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
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
    trainingId: refColumn('training_id', () => trainings.id, { onDelete: 'cascade' }),
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

/**
 * pending: a paid class's sign-up waiting for the registrar's review (reviewedAt null) or, once approved,
 * for its fee; confirmed: free, or approved and the fee received; cancelled: the seat was given back (by
 * the learner, by staff, or because the registrar rejected it: closedAs says which). See signupStage.
 */
export type SignupStatus = 'pending' | 'confirmed' | 'cancelled';

/** Why a sign-up was cancelled: the learner withdrew it, staff cancelled it, or the registrar rejected it. */
export type SignupClosedAs = 'self' | 'staff' | 'rejected';

/**
 * A user's sign-up for a class; one per user and class, so a repeated submit is idempotent. The form's
 * answers are kept as given (they may differ from the profile: the unit that sends the learner).
 * The e-ticket is not stored: it is an HMAC of the row id (ticket.ts).
 */
export const trainingSignups = pgTable(
  'training_signups',
  {
    id: serial('id').primaryKey(),
    trainingId: refColumn('training_id', () => trainings.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<SignupStatus>().notNull().default('pending'),
    name: varchar('name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    workUnit: varchar('work_unit', { length: 100 }).notNull(),
    department: varchar('department', { length: 50 }).notNull(),
    jobTitle: varchar('job_title', { length: 50 }).notNull(),
    /** Option value of dictionary 'region'. */
    region: varchar('region', { length: 20 }).notNull(),
    /** Fee owed at sign-up time, in fen. */
    feeFen: integer('fee_fen').notNull().default(0),
    /**
     * When the academy recorded the fee as received (payment happens outside the site); null while
     * unpaid or for a free class. A paid sign-up can be invoiced (/user/invoice).
     */
    paidAt: at('paid_at'),
    /** Answers to the class's own questions (trainings.signupFields), by field key. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** When the registrar approved it (admin/signup/decide); null while waiting, or for a free class. */
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set with status cancelled: who ended it. */
    closedAs: varchar('closed_as', { length: 16 }).$type<SignupClosedAs>(),
    /** The registrar's reason for a rejection or a staff cancellation, shown to the learner. */
    closeReason: varchar('close_reason', { length: 200 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('training_signups_user_training_uq').on(t.userId, t.trainingId),
    index('training_signups_training_idx').on(t.trainingId),
    index('training_signups_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type StaffRole = 'organiser' | 'teacher';

/**
 * Who runs a class: its organisers and teachers with an account. A user of scope 1 or 3 listed here may
 * check learners in by scanning their e-tickets, and sees the sessions' check-in codes.
 */
export const trainingStaff = pgTable(
  'training_staff',
  {
    trainingId: refColumn('training_id', () => trainings.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainingId, t.userId] }), index('training_staff_user_idx').on(t.userId)],
);

/**
 * How a check-in was made: the learner typed the session's code, staff scanned the e-ticket, or the registrar
 * corrected the attendance by hand in the console (with a reason in the audit trail).
 */
export type CheckinMethod = 'code' | 'scan' | 'manual';

/** Attendance: one row per sign-up and session, written by check-in. */
export const trainingCheckins = pgTable(
  'training_checkins',
  {
    id: serial('id').primaryKey(),
    sessionId: refColumn('session_id', () => trainingSessions.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 8 }).$type<CheckinMethod>().notNull().default('code'),
    /** The staff member who scanned the ticket; null for a code check-in. */
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('training_checkins_session_user_uq').on(t.sessionId, t.userId),
    index('training_checkins_user_idx').on(t.userId),
  ],
);
