// Column shapes many tables share, written once so that a table lists what is its own.
import { integer, varchar, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row (`integer ... not null references ...`); pass
 * `{ onDelete: 'cascade' }` where the row belongs to its parent and goes with it.
 */
export const refColumn = <N extends string>(name: N, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/**
 * What a content item shows on its card in a list and at the head of its page (a training class, a course, a live
 * broadcast, a case competition): its title, cover picture (site-relative or https URL) and one-line summary.
 */
export const cardColumns = () => ({
  title: varchar('title', { length: 100 }).notNull(),
  cover: varchar('cover', { length: 300 }).notNull(),
  summary: varchar('summary', { length: 300 }).notNull(),
});
