// Invoices (/user/invoice). A user applies for an invoice covering some of their paid items (training
// sign-ups and course enrolments the academy has marked paid); the academy issues it (a number and a
// PDF) or rejects it with a reason, and may later reverse an issued one. unique (item_type, ref_id) on the
// items not released by a reversal is the lock behind "at most one live invoice per paid item": however
// many requests race, the database keeps one.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { refColumn } from '@/server/db/columns';
import { users } from '@/server/modules/passport/schema';
import type { InvoiceItemType, InvoiceKind, InvoiceStatus, InvoiceTitleType } from '@/contract/wire/invoice';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who the invoice is made out to, as a request carries it and as a saved title keeps it for next time. */
const titleColumns = () => ({
  titleType: varchar('title_type', { length: 16 }).$type<InvoiceTitleType>().notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  /** Unified social credit code of an organisation; '' for a person. */
  taxNumber: varchar('tax_number', { length: 18 }).notNull().default(''),
  address: varchar('address', { length: 100 }).notNull().default(''),
  bank: varchar('bank', { length: 100 }).notNull().default(''),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull().default('pending'),
    ...titleColumns(),
    kind: varchar('kind', { length: 16 }).$type<InvoiceKind>().notNull().default('normal'),
    email: varchar('email', { length: 100 }).notNull(),
    /** Sum of the items, in fen, kept with them in the same transaction. */
    amountFen: integer('amount_fen').notNull(),
    /** Set by the academy when it issues the invoice. */
    number: varchar('number', { length: 20 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    issuedAt: at('issued_at'),
    /** An upload id (storage invoice/<id>) when finance issued it elsewhere and uploaded its PDF; null: generated. */
    pdfFile: varchar('pdf_file', { length: 32 }),
    /** A red-letter reversal (红冲) of an issued invoice: why and when; its items are released for a new request. */
    reverseReason: varchar('reverse_reason', { length: 200 }),
    reversedAt: at('reversed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('invoices_number_uq').on(t.number),
    check('invoices_amount', sql`${t.amountFen} > 0`),
  ],
);

/**
 * What an invoice covers: one row per paid item, with the name and amount as they were when applied
 * for (an issued invoice never changes because a course was renamed).
 */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: refColumn('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    itemType: varchar('item_type', { length: 16 }).$type<InvoiceItemType>().notNull(),
    /** training_signups.id or course_enrolments.id, by itemType. */
    refId: integer('ref_id').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** Set when the invoice is reversed: the item stays listed on it but may be invoiced again. */
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    uniqueIndex('invoice_items_ref_uq').on(t.itemType, t.refId).where(sql`not ${t.released}`),
    index('invoice_items_invoice_idx').on(t.invoiceId),
    check('invoice_items_amount', sql`${t.amountFen} > 0`),
  ],
);

/** Titles a user saved to pick from next time; one per (user, type, title). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    ...titleColumns(),
    /** Last saved or used: the list shows the most recent first and keeps INVOICE_LIMITS.savedTitles. */
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_titles_user_title_uq').on(t.userId, t.titleType, t.title)],
);
