// Wire types of tag/detail/:id: everything that carries a tag (/tags/{id}), grouped by type.
import type { ApiArticleCard, ApiCourseCard, ApiLiveCard, ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiTagRef } from './article';

export const TAG_ITEM_TYPES = ['training', 'course', 'live', 'article'] as const;
export type ApiTagItemType = (typeof TAG_ITEM_TYPES)[number];

/** One page of a type's items: the paged list every list endpoint sends, named by its type. */
type Paged<T extends ApiTagItemType, C> = ApiPage<C> & { type: T };

/** One type's items on the tag page (one page of them). */
export type ApiTagGroup =
  | Paged<'training', ApiTrainingCard>
  | Paged<'course', ApiCourseCard>
  | Paged<'live', ApiLiveCard>
  | Paged<'article', ApiArticleCard>;

export type ApiTagDetail = {
  tag: ApiTagRef;
  /** How many items of each type carry the tag. */
  counts: Record<ApiTagItemType, number>;
  /** Without a type: the first page of every type that has items; with one: that type's page. */
  groups: ApiTagGroup[];
};
