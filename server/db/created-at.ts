// When a row was written: set by the database on insert and never changed (updated-at.ts is its pair for
// a content row's last change).
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
