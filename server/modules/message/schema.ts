// A user's messages (docs/product.md §3: the unread count is noRead). Only the owner ever reads or changes a row.
import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { users } from '@/server/modules/passport/schema';
import { refColumn } from '@/server/db/columns';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** Where the message leads on this site (a path such as /live/3), if anywhere. */
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.readAt), index('messages_user_created_idx').on(t.userId, t.createdAt)],
);
