// /course: the catalogue. Filters and the page come from the query string; an odd filter (an unknown
// category) is a 404, as the API refuses it with BadInput; an odd page falls back to the first or last.
import { COURSE_PRICES, COURSE_SORTS, type ApiCourseList, type ApiCoursePrice, type ApiCourseSort } from '@/contract/wire/course';
import { loadListPage, readFilter } from './list-query';
import { withPage } from './page';

export type CourseListFilter = { subject?: string; price?: ApiCoursePrice; sort?: ApiCourseSort };
export type CourseListProps = { data: ApiCourseList; filter: CourseListFilter };

const SUBJECT = /^[a-zA-Z]{1,30}$/;

export const getServerSideProps = withPage<CourseListProps>(async ({ ctx, api }) => {
  const price = readFilter(ctx.query, 'price', COURSE_PRICES);
  const sort = readFilter(ctx.query, 'sort', COURSE_SORTS);
  const rawSubject = ctx.query.subject;
  const subject = rawSubject === undefined || rawSubject === '' ? undefined : rawSubject;
  if (price === null || sort === null) return { notFound: true };
  if (subject !== undefined && (typeof subject !== 'string' || !SUBJECT.test(subject))) return { notFound: true };
  const filter: CourseListFilter = {
    ...(subject ? { subject } : {}),
    ...(price ? { price } : {}),
    // "newest" is the default order: its links and canonical address carry no sort parameter.
    ...(sort && sort !== 'newest' ? { sort } : {}),
  };
  const loaded = await loadListPage(ctx, (page) => api.call<ApiCourseList>('course/list', { ...filter, page: String(page), pageSize: '12' }));
  if ('redirect' in loaded) return loaded;
  const { data } = loaded;
  return { props: { data, filter } };
});
