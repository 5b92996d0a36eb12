// The points ledger (docs/architecture.md §4, docs/security.md: money-like things): every change of users.points is one row
// here, written in the same transaction as the balance, so the ledger always sums to the balance.
// unique (user, rule, refKey) makes every award idempotent: finishing the same course twice, or a
// retried request, cannot pay twice.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';
import { refColumn } from '@/server/db/columns';

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** Positive: earned or refunded; negative: spent. Never 0. */
    delta: integer('delta').notNull(),
    /** users.points right after this row: a statement a person can follow line by line. */
    balanceAfter: integer('balance_after').notNull(),
    /** A key of POINTS_RULES (rules.ts). */
    rule: varchar('rule', { length: 32 }).notNull(),
    /** What the row is for, unique per (user, rule): 'course:26', 'training:3', 'order:17'. */
    refKey: varchar('ref_key', { length: 64 }).notNull(),
    /** Shown in the history next to the rule's label, e.g. the course's title. */
    note: varchar('note', { length: 120 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_user_rule_ref_uq').on(t.userId, t.rule, t.refKey),
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('points_ledger_delta', sql`${t.delta} <> 0`),
    check('points_ledger_balance', sql`${t.balanceAfter} >= 0`),
  ],
);
