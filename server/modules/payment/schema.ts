// Fees the academy collects outside the site (bank transfer or on site; docs/product.md §2: nothing is paid
// online): one row per thing owed, whether a paid class's sign-up or a paid course's enrolment, so finance
// confirms both from one queue (admin/payment/*) by one id. The thing itself keeps its paidAt, which the
// invoices and the learner's pages read; a payment row is the finance side of it: what was due, what arrived,
// the bank reference, who confirmed it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What the fee is for: a training sign-up (training_signups.id) or a course enrolment (course_enrolments.id). */
export type PaymentKind = 'training' | 'course';

/** pending: owed, waiting for finance; paid: finance confirmed it; void: the sign-up ended before it was paid. */
export type PaymentStatus = 'pending' | 'paid' | 'void';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<PaymentKind>().notNull(),
    /** training_signups.id or course_enrolments.id, by kind. */
    refId: integer('ref_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    /** What is owed, in fen. */
    amountFen: integer('amount_fen').notNull(),
    /** What finance saw arrive, in fen; null until confirmed. */
    paidFen: integer('paid_fen'),
    /** The bank's or the receipt's reference, as finance typed it. */
    reference: varchar('reference', { length: 60 }),
    paidAt: at('paid_at'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One payment per thing owed: a sign-up taken up again after a cancellation reopens its row.
    uniqueIndex('payments_kind_ref_uq').on(t.kind, t.refId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_user_idx').on(t.userId),
    check('payments_amount', sql`${t.amountFen} > 0`),
  ],
);
