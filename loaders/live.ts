// Loaders of the live screens (/live, /live/{id}). The list reads its tab (?status=) and page from the
// query: anything odd is a 404, as is a page past the end (the API answers BadInput, withPage maps it).
import type { ApiLiveDetail, ApiLiveList, ApiLiveStatus } from '@/contract/wire/live';
import { loadListPage, readFilter, readPageRequest } from './list-query';
import { withPage } from './page';

export const LIVE_TABS: readonly ApiLiveStatus[] = ['live', 'upcoming', 'ended'];
/** Cards per page of a tab. */
export const LIVE_PAGE_SIZE = 9;
/** Cards per section of the overview (no tab chosen). */
export const LIVE_SECTION_SIZE = 6;

export type LiveSections = Record<ApiLiveStatus, ApiLiveList>;

export type LiveListProps =
  | { view: 'overview'; sections: LiveSections; counts: ApiLiveList['counts'] }
  | { view: 'tab'; status: ApiLiveStatus; list: ApiLiveList; counts: ApiLiveList['counts'] };

export const getLiveListProps = withPage<LiveListProps>(async ({ api, ctx }) => {
  const status = readFilter(ctx.query, 'status', LIVE_TABS);
  if (status === null) return { notFound: true };
  if (!status) {
    // The overview has no pages of its own: each section links to its tab, which pages.
    if (readPageRequest(ctx.query).page !== 1) return { redirect: { destination: '/live', permanent: false } };
    const sections = {} as LiveSections;
    for (const s of LIVE_TABS) {
      // One after the other: the built-in API's embedded database is a single connection anyway.
      sections[s] = await api.call<ApiLiveList>('live/list', { status: s, pageSize: LIVE_SECTION_SIZE });
    }
    return { props: { view: 'overview', sections, counts: sections.live.counts } };
  }
  const loaded = await loadListPage(ctx, (page) => api.call<ApiLiveList>('live/list', { status, page, pageSize: LIVE_PAGE_SIZE }));
  if ('redirect' in loaded) return loaded;
  const list = loaded.data;
  return { props: { view: 'tab', status, list, counts: list.counts } };
});

export type LiveDetailProps = { live: ApiLiveDetail };

export const getLiveDetailProps = withPage<LiveDetailProps>(async ({ api, params }) => ({
  props: { live: await api.call<ApiLiveDetail>(`live/detail/${params.id}`) },
}));
