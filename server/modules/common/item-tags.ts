// The tags an article, course or live broadcast carries, as its detail page shows them: in the tags' own order.
// Beside the tag tables (common), so that the domains whose pages show tags need not import tag/, which lists them.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { itemTags, tags, type TaggedItemType } from '@/server/modules/common/tag-schema';

export async function tagsOfItem(db: Db, itemType: TaggedItemType, itemId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .where(and(eq(itemTags.itemType, itemType), eq(itemTags.itemId, itemId)))
    .orderBy(asc(tags.sort), asc(tags.id));
}
