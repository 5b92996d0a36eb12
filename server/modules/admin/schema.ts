// Staff roles and the audit trail of the console (docs/product.md §10). Roles are rows, not a column of
// users, because a person may hold several. Audit rows are only ever inserted, in the same transaction
// as the change they record; nothing updates or deletes them.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@/contract/staff';
import { users } from '../passport/schema';

const roleList = sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '));

export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull(),
    /** Who granted it; null for the seed and the first administrator. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check('staff_roles_role', sql`${t.role} in (${roleList})`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => users.id),
    /** contract/staff.ts AUDIT_ACTIONS. */
    action: varchar('action', { length: 16 }).notNull(),
    /** What kind of thing changed: 'article', 'training', 'staff', ... */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Its id as text (a staff grant names the user id). */
    itemId: varchar('item_id', { length: 64 }).notNull(),
    /** The thing as it was and as it became; null where it did not exist before or after. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_staff').on(t.staffId, t.createdAt),
    index('audit_log_kind').on(t.kind, t.itemId),
  ],
);
