// Operator actions (/cache/cleanup): every use, allowed or refused, leaves a row here and a log line.
import { boolean, index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const opsLog = pgTable(
  'ops_log',
  {
    id: serial('id').primaryKey(),
    /** What was asked, e.g. 'cacheCleanup'. */
    action: varchar('action', { length: 32 }).notNull(),
    isAllowed: boolean('is_allowed').notNull(),
    /** 'ok', or why it was refused: 'disabled', 'missing', 'wrong', 'limited' (too many tries). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    /** Client address of the request (rate limits, audits). */
    client: varchar('client', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_log_created_idx').on(t.createdAt)],
);
