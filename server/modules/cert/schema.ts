// Continuing-medical-education certificates (/user/cert, /cert/verify). One per user and completed
// course or fully attended training class (unique, so issuing is idempotent). What the certificate
// says (title, holder, credits, issuer) is copied at issue time: a later change of the course or of the
// user's profile does not rewrite a certificate already handed out.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { refColumn } from '@/server/db/columns';
import { users } from '@/server/modules/passport/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** course: every lesson finished; training: every session checked in; record: entered by the academy (offline). */
export type CertKind = 'course' | 'training' | 'record';
/** Stored status; "expired" is not stored but follows from validUntil. */
export type CertStoredStatus = 'valid' | 'revoked';

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable (80 random bits), grouped for reading: "K7M2-9QXH-T4PW-8ZR3". */
    number: varchar('number', { length: 19 }).notNull().unique(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<CertKind>().notNull(),
    /** The course or training id (record: a number of the academy's own). */
    refId: integer('ref_id').notNull(),
    /** What was completed: the course's or class's title. */
    title: varchar('title', { length: 120 }).notNull(),
    /** The holder's name when issued. */
    holderName: varchar('holder_name', { length: 32 }).notNull(),
    /** 国家级 / 省级 / '' (none stated). */
    creditLevel: varchar('credit_level', { length: 8 }).notNull().default(''),
    /** Ⅰ类 / Ⅱ类 / '' (no credit: a completion certificate with hours only). */
    creditType: varchar('credit_type', { length: 8 }).notNull().default(''),
    /** Credits × 10, so 0.5 credit is exact. */
    creditTenths: smallint('credit_tenths').notNull().default(0),
    /** Study hours (学时) × 10. */
    hoursTenths: smallint('hours_tenths').notNull().default(0),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    issuedAt: at('issued_at').notNull(),
    /** After this the certificate no longer counts (shown as expired); null: no end. */
    validUntil: at('valid_until'),
    status: varchar('status', { length: 16 }).$type<CertStoredStatus>().notNull().default('valid'),
    revokedAt: at('revoked_at'),
    /** Shown to the holder (never on the public page). */
    revokeReason: varchar('revoke_reason', { length: 200 }).notNull().default(''),
    /** When the academy last reissued it under a new number (admin/cert/reissue); null: never. */
    reissuedAt: at('reissued_at'),
  },
  (t) => [
    uniqueIndex('certificates_user_kind_ref_uq').on(t.userId, t.kind, t.refId),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt),
    check('certificates_amounts', sql`${t.creditTenths} >= 0 and ${t.hoursTenths} >= 0`),
  ],
);

/**
 * Numbers a certificate had before it was reissued: the verification page answers an old number as replaced
 * (with the date) rather than unknown, so a printed copy with the old number is not taken for a forgery.
 */
export const certificateOldNumbers = pgTable('certificate_old_numbers', {
  number: varchar('number', { length: 19 }).primaryKey(),
  certificateId: refColumn('certificate_id', () => certificates.id, { onDelete: 'cascade' }),
  replacedAt: at('replaced_at').notNull(),
});
