// tag/detail/:id: everything carrying a tag (/tags/{id}), grouped by type with counts. Without a type
// the answer has the first page of every type that has items; with ?type= it pages through that type.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { TAG_ITEM_TYPES, type ApiTagDetail, type ApiTagGroup, type ApiTagItemType } from '@/contract/wire/tag';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zId, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countTagged, listTaggedArticles, listTaggedCourses, listTaggedLives, listTaggedTrainings, type Window } from './items';
import { tags } from '../common/tag-schema';

/** Cards per page when one type is shown; the overview shows fewer of each. */
export const TAG_PAGE_SIZE = 12;
export const TAG_OVERVIEW_SIZE = 4;

export const ZTagDetailInput = z
  .object({ id: zId, type: z.enum(TAG_ITEM_TYPES, '类型不正确').optional(), ...zPaging(TAG_PAGE_SIZE) })
  .refine((v) => v.type !== undefined || v.page === 1, { message: '请选择类型后再翻页', path: ['page'] });
export type TTagDetailInput = z.output<typeof ZTagDetailInput>;

async function listGroup(db: Db, tagId: number, type: ApiTagItemType, w: Window): Promise<ApiTagGroup['list']> {
  if (type === 'article') return listTaggedArticles(db, tagId, w);
  if (type === 'course') return listTaggedCourses(db, tagId, w);
  if (type === 'training') return listTaggedTrainings(db, tagId, w);
  return listTaggedLives(db, tagId, w);
}

export async function getTagDetail(db: Db, input: TTagDetailInput): Promise<ApiTagDetail> {
  const [tag] = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.id, input.id));
  if (!tag) throw new ApiError(Code.NotFound, '标签不存在');
  const counts = {} as ApiTagDetail['counts'];
  for (const type of TAG_ITEM_TYPES) counts[type] = await countTagged(db, tag.id, type);

  const shown = input.type ? [input.type] : TAG_ITEM_TYPES.filter((t) => counts[t] > 0);
  const pageSize = input.type ? input.pageSize : Math.min(input.pageSize, TAG_OVERVIEW_SIZE);
  const w = pageWindow({ page: input.page, pageSize });
  if (input.type && input.page > 1 && w.offset >= counts[input.type]) throw new ApiError(Code.BadInput, '页码超出范围');

  const groups: ApiTagGroup[] = [];
  for (const type of shown) {
    const list = await listGroup(db, tag.id, type, w);
    groups.push({ type, list, total: counts[type], page: input.page, pageSize } as ApiTagGroup);
  }
  return { tag, counts, groups };
}

export const tagDetail = defineRoute({
  input: ZTagDetailInput,
  handler: async (input, { db }): Promise<ApiTagDetail> => getTagDetail(db, input),
});
