// admin/tag/* (editor): tags, which articles, courses, classes and broadcasts carry (item_tags) and which
// the search index holds as keywords: renaming or deleting one rewrites the documents of what carries it,
// in the same transaction. Deleting a tag takes it off its items; the items themselves stay.
import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminTag } from '@/contract/wire/admin-article';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminGet } from '@/server/modules/admin/get';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { itemTags, tags, type TaggedItemType } from '@/server/modules/common/tag-schema';
import { zAdminPage } from '../list-inputs';
import { fieldError, likeText, zInt, zOptionalText, zRequired } from '../article/inputs';
import { defineAdminDelete } from '@/server/modules/admin/delete';
import { saveAudited } from '../save-audited';

const itemCount = sql<number>`(select count(*) from ${itemTags} where ${itemTags.tagId} = ${tags.id})`.mapWith(Number);

async function loadTag(db: Db, id: number): Promise<ApiAdminTag> {
  const [row] = await db.select({ id: tags.id, name: tags.name, sort: tags.sort, items: itemCount }).from(tags).where(eq(tags.id, id));
  if (!row) throw new ApiError(Code.NotFound, '标签不存在或已删除');
  return row;
}

/** Rewrites the search documents of everything carrying the tag (its name is one of their keywords). */
async function resyncTagged(tx: Db, tagId: number): Promise<void> {
  const rows = await tx.select({ type: itemTags.itemType, id: itemTags.itemId }).from(itemTags).where(eq(itemTags.tagId, tagId));
  const byType = new Map<TaggedItemType, number[]>();
  for (const r of rows) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  for (const [type, ids] of byType) await syncSearchDocs(tx, type, ids);
}

export const adminTagList = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ keyword: zOptionalText(30, '关键词').optional(), ...zAdminPage }),
  handler: async ({ keyword, page, size }, { db }): Promise<{ list: ApiAdminTag[]; total: number }> => {
    const where = keyword ? ilike(tags.name, likeText(keyword)) : undefined;
    const list = await db.select({ id: tags.id, name: tags.name, sort: tags.sort, items: itemCount }).from(tags).where(where)
      .orderBy(desc(tags.id)).offset((page - 1) * size).limit(size);
    const [{ n }] = await db.select({ n: count() }).from(tags).where(where);
    return { list, total: n };
  },
});

export const adminTagGet = defineAdminGet(['editor'], loadTag);

export const adminTagSave = defineAdminRoute({
  roles: ['editor'],
  input: z.object({
    id: zId.optional(),
    name: zRequired(30, '标签名称'),
    sort: zInt('排序', -9999, 9999).optional().transform((v) => v ?? 0),
  }),
  handler: async ({ id: givenId, name, sort }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = givenId ? await loadTag(tx, givenId) : null;
      const [taken] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.name, name), givenId ? ne(tags.id, givenId) : undefined));
      if (taken) throw new ApiError(Code.BadInput, fieldError('name', '已有同名标签'));
      // A renamed tag's items carry its name in their search entries.
      const renamed = async (id: number) => (before && before.name !== name ? resyncTagged(tx, id) : undefined);
      const id = await saveAudited(tx, { table: tags, kind: 'tag', staffId: staff.id, id: before?.id, values: { name, sort }, before, load: loadTag, withRow: renamed });
      await refreshPublic(tx, 'tag');
      return { id };
    }),
});

export const adminTagDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'tag',
  load: loadTag,
  remove: async (tx, id) => {
    const carried = await tx.select({ type: itemTags.itemType, id: itemTags.itemId }).from(itemTags).where(eq(itemTags.tagId, id));
    await tx.delete(tags).where(eq(tags.id, id));
    const byType = new Map<TaggedItemType, number[]>();
    for (const r of carried) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
    for (const [type, ids] of byType) await syncSearchDocs(tx, type, ids);
  },
});
