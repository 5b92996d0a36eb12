// Accounts and login (docs/security.md: login and sessions). Secrets (session ids, SMS codes, SSO tickets) are
// stored only as hashes: a copy of the database does not let anyone log in.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { refColumn } from '@/server/db/columns';


export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Normalised mainland mobile number, 11 digits. */
    phone: varchar('phone', { length: 11 }).notNull().unique(),
    name: varchar('name', { length: 32 }).notNull().default(''),
    gender: varchar('gender', { length: 8 }).notNull().default(''),
    workUnit: varchar('work_unit', { length: 100 }).notNull().default(''),
    department: varchar('department', { length: 50 }).notNull().default(''),
    jobTitle: varchar('job_title', { length: 50 }).notNull().default(''),
    professionalTitle: varchar('professional_title', { length: 50 }).notNull().default(''),
    /** Option value of dictionary 'region' (a city); '' when not given. */
    region: varchar('region', { length: 100 }).notNull().default(''),
    /** Option value of dictionary 'county', whose parent is region; '' when not given. */
    county: varchar('county', { length: 60 }).notNull().default(''),
    avatar: varchar('avatar', { length: 300 }),
    /** docs/product.md §6: 0 to 3. */
    scope: smallint('scope').notNull().default(0),
    /** Balance for the gift shop; changed only inside a transaction that checks it (docs/architecture.md §4). */
    points: integer('points').notNull().default(0),
    /** The invite code the user arrived with, kept from the first login. */
    invite: varchar('invite', { length: 32 }),
    /** Set by an administrator (admin/user/disable): no session of the account works and it cannot log in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    /**
     * Changes whenever this row or one of the member's own rows that their pages show changes (messages, sign-ups,
     * check-ins, enrolments, lesson progress, certificates): set by database triggers (migration 0017), never by
     * the code. The members' own-page cache compares it (lib/own-html-cache.ts; docs/architecture.md §5).
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('users_scope_range', sql`${t.scope} between 0 and 3`),
    check('users_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's session id (hex). */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** HMAC of phone and code with the server secret: the code itself is never stored. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Client address that asked for it (per-client limits, audits). */
    client: varchar('client', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, burned by wrong tries, or replaced by a newer code. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Single-use, short-lived SSO tickets handed out by passport/sso and redeemed by passport/ticket. */
export const ssoTickets = pgTable('sso_tickets', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
