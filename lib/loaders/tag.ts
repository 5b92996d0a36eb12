// /tags/{id}: everything carrying a tag. ?type= narrows to one kind and pages through it; an odd type
// or page answers 404 (here, or from the API as BadInput).
import { TAG_ITEM_TYPES, type ApiTagDetail, type ApiTagItemType } from '../wire/tag';
import { readFilter, readPage } from './list-query';
import { withPage } from './page';

export type TagProps = { detail: ApiTagDetail; type: ApiTagItemType | null; title: string; section: string | null };

export const getServerSideProps = withPage<TagProps>(async ({ ctx, api, params }) => {
  const page = readPage(ctx.query);
  const type = readFilter(ctx.query, 'type', TAG_ITEM_TYPES);
  if (page === null || type === null || (type === undefined && page > 1)) return { notFound: true };
  const form: Record<string, string> = { page: String(page) };
  if (type) form.type = type;
  const detail = await api.call<ApiTagDetail>(`tag/detail/${params.id}`, form);
  return { props: { detail, type: type ?? null, title: `#${detail.tag.name}`, section: tagSection(detail, type ?? null) } };
});

const LIST_OF_TYPE: Record<ApiTagItemType, string | null> = {
  training: '/training',
  course: '/course',
  live: '/live',
  // Tagged articles come from several menu sections (科普, 资讯, 培训通知): no single one to light up.
  article: null,
};

/**
 * The menu section a tag page belongs to: the kind it is narrowed to (which the breadcrumb then shows), or
 * the only kind it holds. A tag spanning several kinds belongs to no one section.
 */
export function tagSection(detail: Pick<ApiTagDetail, 'counts'>, type: ApiTagItemType | null): string | null {
  if (type) return LIST_OF_TYPE[type];
  const kinds = TAG_ITEM_TYPES.filter((t) => detail.counts[t] > 0);
  return kinds.length === 1 ? LIST_OF_TYPE[kinds[0]] : null;
}
