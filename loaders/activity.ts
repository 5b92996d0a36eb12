// Loaders of the case competition (/activity, /activity/{id}); both routes need login (docs/product.md §2), which
// withPage checks again. Odd filters and unknown ids are 404s; an odd page falls back to the first or last.
import type { ApiPage } from '@/contract/api-types';
import { formatDate } from '@/contract/time';
import {
  ACTIVITY_STATUSES,
  type ApiActivityCard, type ApiActivityDetail, type ApiActivityMine, type ApiActivityStatus, type ApiPublishedEntry,
} from '@/contract/wire/activity';
import { loadListPage, readFilter } from './list-query';
import { withPage } from './page';

export const ACTIVITY_PAGE_SIZE = 10;
export const ENTRIES_PAGE_SIZE = 10;

export type ActivityListProps = { list: ApiPage<ApiActivityCard>; status: ApiActivityStatus | null; title: string };

export const getActivityListProps = withPage<ActivityListProps>(async ({ api, ctx }) => {
  const status = readFilter(ctx.query, 'status', ACTIVITY_STATUSES);
  if (status === null) return { notFound: true };
  const loaded = await loadListPage(ctx, (page) => api.call<ApiPage<ApiActivityCard>>('activity/list', { status, page, pageSize: ACTIVITY_PAGE_SIZE }));
  if ('redirect' in loaded) return loaded;
  const list = loaded.data;
  return { props: { list, status: status ?? null, title: '病例大赛' } };
});

export type ActivityDetailProps = {
  activity: ApiActivityDetail;
  mine: ApiActivityMine;
  entries: ApiPage<ApiPublishedEntry>;
  /** Today in China time (YYYY-MM-DD), from the server, so the timeline renders the same on both sides. */
  today: string;
  title: string;
};

export const getActivityDetailProps = withPage<ActivityDetailProps>(async ({ api, ctx, params }) => {
  const id = params.id;
  // One after the other: the first answers NotFound for an unknown id before the others run.
  const activity = await api.call<ApiActivityDetail>(`activity/detail/${id}`);
  const mine = await api.call<ApiActivityMine>(`activity/entry/${id}`);
  const loaded = await loadListPage(ctx, (page) => api.call<ApiPage<ApiPublishedEntry>>(`activity/entries/${id}`, { page, pageSize: ENTRIES_PAGE_SIZE }));
  if ('redirect' in loaded) return loaded;
  const entries = loaded.data;
  return {
    props: { activity, mine, entries, today: formatDate(Math.floor(Date.now() / 1000)), title: '病例大赛' },
  };
});
