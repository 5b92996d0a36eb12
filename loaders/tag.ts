// /tags/{id}: everything carrying a tag. ?type= narrows to one kind and pages through it; an odd type
// answers 404, an odd page falls back to the first or last page of that kind. The overview (no type) is
// one page only, so any ?page= there goes back to it.
import { TAG_ITEM_TYPES, type ApiTagDetail, type ApiTagItemType } from '@/contract/wire/tag';
import { loadListPage, pageAddress, readFilter } from './list-query';
import { withPage } from './page';

export type TagProps = { detail: ApiTagDetail; type: ApiTagItemType | null; title: string; section: string | null };

export const getServerSideProps = withPage<TagProps>(async ({ ctx, api, params }) => {
  const type = readFilter(ctx.query, 'type', TAG_ITEM_TYPES);
  if (type === null) return { notFound: true };
  if (type === undefined) {
    if (ctx.query.page !== undefined) return { redirect: { destination: pageAddress(ctx.resolvedUrl, 1), permanent: false } };
    const detail = await api.call<ApiTagDetail>(`tag/detail/${params.id}`, { page: '1' });
    return { props: { detail, type: null, title: `#${detail.tag.name}`, section: tagSection(detail, null) } };
  }
  const loaded = await loadListPage(ctx, async (page) => {
    const detail = await api.call<ApiTagDetail>(`tag/detail/${params.id}`, { page: String(page), type });
    const group = detail.groups.find((g) => g.type === type);
    return { detail, list: group?.list ?? [], total: group?.total ?? 0, pageSize: group?.pageSize ?? 1 };
  });
  if ('redirect' in loaded) return loaded;
  const { detail } = loaded.data;
  return { props: { detail, type, title: `#${detail.tag.name}`, section: tagSection(detail, type) } };
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
