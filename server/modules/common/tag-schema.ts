// Tags (/tags/{id}) and what carries them. One join table for every kind of item, so a tag page can list
// articles, courses, trainings and lives together. The tables live in common, below every kind that
// carries tags, so that those kinds and the tag pages (server/modules/tag) import them one way.
import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '@/server/db/updated-at';
import { refColumn } from '@/server/db/columns';

export type TaggedItemType = 'article' | 'course' | 'training' | 'live';

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAtColumn(),
});

export const itemTags = pgTable(
  'item_tags',
  {
    tagId: refColumn('tag_id', () => tags.id, { onDelete: 'cascade' }),
    itemType: varchar('item_type', { length: 16 }).$type<TaggedItemType>().notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.itemType, t.itemId] }),
    index('item_tags_item_idx').on(t.itemType, t.itemId),
  ],
);
