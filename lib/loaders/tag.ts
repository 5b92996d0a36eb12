// /tags/{id}: everything carrying a tag. ?type= narrows to one kind and pages through it; an odd type
// or page answers 404 (here, or from the API as BadInput).
import { TAG_ITEM_TYPES, type ApiTagDetail, type ApiTagItemType } from '../wire/tag';
import { readFilter, readPage } from './list-query';
import { withPage } from './page';

export type TagProps = { detail: ApiTagDetail; type: ApiTagItemType | null; title: string };

export const getServerSideProps = withPage<TagProps>(async ({ ctx, api, params }) => {
  const page = readPage(ctx.query);
  const type = readFilter(ctx.query, 'type', TAG_ITEM_TYPES);
  if (page === null || type === null || (type === undefined && page > 1)) return { notFound: true };
  const form: Record<string, string> = { page: String(page) };
  if (type) form.type = type;
  const detail = await api.call<ApiTagDetail>(`tag/detail/${params.id}`, form);
  return { props: { detail, type: type ?? null, title: `#${detail.tag.name}` } };
});
