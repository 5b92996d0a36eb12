// /user/training (scopes 1 and 3; the route table answers 404 to others): the classes this user runs
// or teaches, or with ?id= one class's roster, attendance and check-in codes. An odd page number falls
// back to the first or last page of the list.
import type { ParsedUrlQuery } from 'node:querystring';
import { STAFF_CLASS_STATUSES, type ApiRoster, type ApiStaffClassList } from '@/contract/wire/user-training';
import { loadFilteredListPage } from './list-query';
import { withPage } from './page';

export type StaffClassStatus = (typeof STAFF_CLASS_STATUSES)[number];

export type UserTrainingProps =
  | { view: 'list'; classes: ApiStaffClassList; status: StaffClassStatus | null; title: string }
  | { view: 'roster'; roster: ApiRoster; title: string };

/** ?id= of one class: undefined when absent, null when not an id. */
export function readId(query: ParsedUrlQuery): number | undefined | null {
  const raw = query.id;
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export const getServerSideProps = withPage<UserTrainingProps>(async ({ ctx, api }) => {
  const id = readId(ctx.query);
  if (id === null) return { notFound: true };
  if (id !== undefined) {
    if (Object.keys(ctx.query).some((k) => k !== 'id')) return { notFound: true };
    const roster = await api.call<ApiRoster>(`user/training/roster/${id}`);
    return { props: { view: 'roster', roster, title: '学员名单' } };
  }
  const loaded = await loadFilteredListPage(ctx, 'status', STAFF_CLASS_STATUSES, (page, status) =>
    api.call<ApiStaffClassList>('user/training/classes', { page, ...status }));
  if (!('data' in loaded)) return loaded;
  return { props: { view: 'list', classes: loaded.data, status: loaded.filter, title: '培训中心' } };
});
