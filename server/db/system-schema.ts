// Tables of the API machinery rather than of a domain: rate-limit counters and the server secret.
import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters, in the database so that limits hold across processes (PostgreSQL). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 128 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** A generated secret used when SECRET_KEY is unset, shared by every process of one database. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 32 }).primaryKey(),
  value: varchar('value', { length: 128 }).notNull(),
});
