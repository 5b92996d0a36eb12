// A broadcast's tags, replaced by the list the form sent.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { itemTags } from '@/server/modules/common/tag-schema';

export async function writeLiveTags(tx: Db, liveId: number, tagIds: number[]): Promise<void> {
  await tx.delete(itemTags).where(and(eq(itemTags.itemType, 'live'), eq(itemTags.itemId, liveId), tagIds.length ? notInArray(itemTags.tagId, tagIds) : undefined));
  if (tagIds.length) {
    await tx.insert(itemTags).values(tagIds.map((tagId) => ({ tagId, itemType: 'live' as const, itemId: liveId }))).onConflictDoNothing();
  }
}
