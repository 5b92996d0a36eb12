// Column shapes many tables share, written once so that a table lists what is its own.
import { integer, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row (`integer ... not null references ...`); pass
 * `{ onDelete: 'cascade' }` where the row belongs to its parent and goes with it.
 */
export const refColumn = <N extends string>(name: N, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
