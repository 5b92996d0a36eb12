// Issue 7 item 16: an odd ?page= on a paged list (not a number, 0, past the last page) lands on the first
// or the last page of the same list, keeping its filters, instead of a 404. Each loader is run as Next.js
// runs it, against the built-in API on a seeded test database.
import type { GetServerSideProps } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaller } from '@/tests/api/call-api';
import { pageContext, freshLoaderDb } from '@/tests/api/loader-context';
import { getGiftOrdersProps, getGiftStoreProps, getPointsHistoryProps } from './gift';
import { getServerSideProps as searchLoader } from './search';
import { getServerSideProps as tagLoader } from './tag';
import { getServerSideProps as applyLoader } from './user-apply';
import { getServerSideProps as certLoader } from './user-cert';
import { getServerSideProps as orgCourseLoader } from './user-course';
import { getServerSideProps as studyLoader } from './user-study';
import { getServerSideProps as staffClassLoader } from './user-training';

const t = freshLoaderDb();
let api: ReturnType<typeof createApiCaller>;
/** Session cookies of the demo users, by scope (README: 0 doctor, 1 lecturer, 2 organisation admin, 3 centre head). */
const cookies: Record<0 | 1 | 2 | 3, string> = { 0: '', 1: '', 2: '', 3: '' };

beforeAll(async () => {
  api = createApiCaller(t.db);
  for (const scope of [0, 1, 2, 3] as const) cookies[scope] = (await api.login(`1380000000${scope}`, { ip: `10.16.0.${scope + 1}` })).cookie;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = GetServerSideProps<any>;

async function load(loader: Loader, url: string, cookie?: string) {
  const { ctx } = pageContext({ url, cookie });
  return loader(ctx);
}

/** Where the loader sends url; fails when it renders or answers 404 instead. */
async function redirectOf(loader: Loader, url: string, cookie?: string): Promise<string> {
  const result = await load(loader, url, cookie);
  if (!('redirect' in result)) throw new Error(`${url}: expected a redirect, got ${JSON.stringify(result).slice(0, 200)}`);
  expect(result.redirect).toMatchObject({ permanent: false });
  return result.redirect.destination as string;
}

/** The list a rendered page shows (each loader names its props differently). */
async function rendered(loader: Loader, url: string, cookie?: string): Promise<Record<string, unknown>> {
  const result = await load(loader, url, cookie);
  if (!('props' in result)) throw new Error(`${url}: expected a page, got ${JSON.stringify(result).slice(0, 200)}`);
  return (await result.props) as Record<string, unknown>;
}

type Case = { name: string; loader: Loader; path: string; filter?: string; cookie?: () => string; list: (props: Record<string, unknown>) => { list: unknown[]; page: number } };

const paged = (key: string) => (props: Record<string, unknown>) => props[key] as { list: unknown[]; page: number };

const cases: Case[] = [
  { name: 'tag, one type', loader: tagLoader, path: '/tags/1', filter: 'type=course', list: (p) => (p.detail as { groups: { list: unknown[]; page: number }[] }).groups[0] },
  { name: 'search', loader: searchLoader, path: '/search', filter: 'q=%E9%AB%98%E8%A1%80%E5%8E%8B', list: paged('result') },
  { name: 'gift store', loader: getGiftStoreProps, path: '/user/gift', cookie: () => cookies[0], list: paged('list') },
  { name: 'points history', loader: getPointsHistoryProps, path: '/user/gift/history', cookie: () => cookies[0], list: paged('history') },
  { name: 'gift orders', loader: getGiftOrdersProps, path: '/user/gift/order', cookie: () => cookies[0], list: paged('orders') },
  { name: 'my certificates', loader: certLoader, path: '/user/cert', cookie: () => cookies[0], list: paged('certs') },
  { name: 'applications (scope 0)', loader: applyLoader, path: '/user/apply', cookie: () => cookies[0], list: paged('applications') },
  { name: 'classes run (scope 3)', loader: staffClassLoader, path: '/user/training', cookie: () => cookies[3], list: paged('classes') },
  { name: 'classes taught (scope 1)', loader: staffClassLoader, path: '/user/training', cookie: () => cookies[1], list: paged('classes') },
  { name: 'organisation courses (scope 2)', loader: orgCourseLoader, path: '/user/course', cookie: () => cookies[2], list: paged('courses') },
];

describe.each(cases)('$name: an odd ?page= falls back to a page that exists', ({ loader, path, filter, cookie, list }) => {
  const url = (page: string) => `${path}?${[filter, `page=${page}`].filter(Boolean).join('&')}`;
  const first = filter ? `${path}?${filter}` : path;

  it('sends ?page=abc and ?page=0 to the first page, keeping the filter', async () => {
    for (const page of ['abc', '0', '-3']) expect(await redirectOf(loader, url(page), cookie?.()), page).toBe(first);
  });

  it('sends ?page=99999 and a page just past the last to the last page, which shows rows', async () => {
    const last = await redirectOf(loader, url('99999'), cookie?.());
    expect(last.startsWith(first)).toBe(true);
    const shown = list(await rendered(loader, last, cookie?.()));
    const lastPage = Number(new URL(last, 'http://x').searchParams.get('page') ?? '1');
    expect(shown.page).toBe(lastPage);
    // The list is seeded with rows, so its last page has some.
    expect(shown.list.length).toBeGreaterThan(0);
    expect(await redirectOf(loader, url(String(lastPage + 1)), cookie?.())).toBe(last);
  });
});

describe('tag overview (no type)', () => {
  it('is one page: any ?page= goes back to it', async () => {
    for (const page of ['2', 'abc', '0']) expect(await redirectOf(tagLoader, `/tags/1?page=${page}`), page).toBe('/tags/1');
  });

  it('still answers 404 for an unknown type', async () => {
    expect(await load(tagLoader, '/tags/1?type=user&page=abc')).toEqual({ notFound: true });
  });
});

describe('organisation course learners (scope 2)', () => {
  it('keeps ?id= when falling back', async () => {
    const courses = (await rendered(orgCourseLoader, '/user/course', cookies[2])).courses as { list: { id: number }[] };
    const id = courses.list[0].id;
    expect(await redirectOf(orgCourseLoader, `/user/course?id=${id}&page=abc`, cookies[2])).toBe(`/user/course?id=${id}`);
    const last = await redirectOf(orgCourseLoader, `/user/course?id=${id}&page=99999`, cookies[2]);
    expect(last).toMatch(new RegExp(`^/user/course\\?id=${id}(&page=\\d+)?$`));
  });
});

describe('study centre (two lists, each paged on its own)', () => {
  it('sends an odd page of either list to its first or last page, keeping the other list\'s page', async () => {
    // The doctor holds 3 courses (one page of 6); enrolling in more gives the course list a second page.
    for (let id = 1; id <= 10; id++) await api.call(`course/enrol/${id}`, {}, { cookie: cookies[0] });
    const shown = (await rendered(studyLoader, '/user/study?cpage=2', cookies[0])).study as { courses: { list: unknown[]; page: number } };
    expect(shown.courses.page).toBe(2);
    expect(shown.courses.list.length).toBeGreaterThan(0);

    expect(await redirectOf(studyLoader, '/user/study?tpage=0&cpage=abc', cookies[0])).toBe('/user/study');
    expect(await redirectOf(studyLoader, '/user/study?cpage=99999', cookies[0])).toBe('/user/study?cpage=2');
    expect(await redirectOf(studyLoader, '/user/study?cpage=3', cookies[0])).toBe('/user/study?cpage=2');
    expect(await redirectOf(studyLoader, '/user/study?cpage=2&tpage=abc', cookies[0])).toBe('/user/study?cpage=2');
    expect(await redirectOf(studyLoader, '/user/study?tpage=2&cpage=2', cookies[0])).toBe('/user/study?cpage=2');
  });
});
