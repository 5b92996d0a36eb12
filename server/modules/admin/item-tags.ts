// The tags of a course, live broadcast or training class as the console's forms edit them: the ids sent are
// checked against the tag table, then replace the item's tags in the save's transaction.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { itemTags, tags } from '@/server/modules/common/tag-schema';

type TaggedType = 'course' | 'live' | 'training';

/** Refuses ids of tags that do not exist, on the form's tagIds field. */
export async function requireTags(db: Db, tagIds: number[]): Promise<void> {
  if (!tagIds.length) return;
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
  if (found.length !== tagIds.length) throw new ApiError(Code.BadInput, 'tagIds：标签不存在');
}

export async function writeItemTags(tx: Db, itemType: TaggedType, itemId: number, tagIds: number[]): Promise<void> {
  const others = tagIds.length ? notInArray(itemTags.tagId, tagIds) : undefined;
  await tx.delete(itemTags).where(and(eq(itemTags.itemType, itemType), eq(itemTags.itemId, itemId), others));
  if (tagIds.length) {
    await tx.insert(itemTags).values(tagIds.map((tagId) => ({ tagId, itemType, itemId }))).onConflictDoNothing();
  }
}

export async function readItemTagIds(db: Db, itemType: TaggedType, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: itemTags.tagId })
    .from(itemTags)
    .where(and(eq(itemTags.itemType, itemType), eq(itemTags.itemId, itemId)))
    .orderBy(asc(itemTags.tagId));
  return rows.map((r) => r.id);
}
