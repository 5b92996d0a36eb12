import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '@/lib/api-errors';
import { Code } from '@/contract/codes';
import { loadFilteredListPage, loadListPage, pageAddress, readFilter, readPage, readPageRequest, readText } from './list-query';

describe('readPage', () => {
  it('reads sane page numbers and refuses the rest', () => {
    expect(readPage({})).toBe(1);
    expect(readPage({ page: '3' })).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999', '']) expect(readPage({ page: bad }), bad).toBeNull();
    expect(readPage({ page: ['1', '2'] })).toBeNull();
  });
});

describe('readFilter', () => {
  it('accepts only the allowed values', () => {
    const allowed = ['signup', 'ongoing'] as const;
    expect(readFilter({}, 'status', allowed)).toBeUndefined();
    expect(readFilter({ status: 'signup' }, 'status', allowed)).toBe('signup');
    expect(readFilter({ status: 'x' }, 'status', allowed)).toBeNull();
    expect(readFilter({ status: ['signup'] }, 'status', allowed)).toBeNull();
  });
});

describe('readText', () => {
  it('trims and bounds', () => {
    expect(readText({ q: '  高血压 ' }, 'q', 10)).toBe('高血压');
    expect(readText({ q: '一二三四五六' }, 'q', 3)).toBe('一二三');
    expect(readText({ q: ['a', 'b'] }, 'q', 3)).toBeNull();
    expect(readText({}, 'q', 3)).toBe('');
  });
});

describe('readPageRequest', () => {
  it('reads a page, and names the fallback for one that is not a page', () => {
    expect(readPageRequest({})).toEqual({ page: 1, fallback: null });
    expect(readPageRequest({ page: '3' })).toEqual({ page: 3, fallback: null });
    for (const first of ['abc', '0', '-1', '1.5', '', '00']) expect(readPageRequest({ page: first }), first).toEqual({ page: null, fallback: 'first' });
    expect(readPageRequest({ page: ['1', '2'] })).toEqual({ page: null, fallback: 'first' });
    expect(readPageRequest({ page: '99999' })).toEqual({ page: null, fallback: 'last' });
  });
});

describe('pageAddress', () => {
  it('keeps the path and the filters, and drops page 1', () => {
    expect(pageAddress('/training?status=signup&page=abc', 1)).toBe('/training?status=signup');
    expect(pageAddress('/training?page=99999&region=410100', 3)).toBe('/training?page=3&region=410100');
    expect(pageAddress('/news?page=0', 1)).toBe('/news');
  });
});

describe('loadListPage', () => {
  // 25 items, 10 a page: pages 1 to 3; page 4 on is empty, and past 3 the API may answer BadInput.
  const fetcher = (badInputPastEnd: boolean) => async (page: number) => {
    if (badInputPastEnd && page > 3) throw new ApiCodeError(Code.BadInput, '页码超出范围', null, 'training/list');
    return { list: page <= 3 ? Array.from({ length: page === 3 ? 5 : 10 }, (_, i) => i) : [], total: 25, page, pageSize: 10 };
  };
  const ctx = (url: string) => ({ resolvedUrl: url, query: Object.fromEntries(new URL(url, 'http://x').searchParams) });

  it('loads a page that exists, and the empty first page of an empty list', async () => {
    expect(await loadListPage(ctx('/training?page=2'), fetcher(false))).toMatchObject({ page: 2, data: { page: 2 } });
    const empty = async () => ({ list: [], total: 0, page: 1, pageSize: 10 });
    expect(await loadListPage(ctx('/training'), empty)).toMatchObject({ page: 1 });
  });

  it.each([
    ['/training?page=abc', '/training'],
    ['/training?page=0&status=signup', '/training?status=signup'],
    ['/training?page=99999', '/training?page=3'],
    ['/training?page=4', '/training?page=3'],
  ])('sends %s to %s instead of a 404', async (url, destination) => {
    for (const bad of [false, true]) {
      expect(await loadListPage(ctx(url), fetcher(bad))).toEqual({ redirect: { destination, permanent: false } });
    }
  });

  it('sends a page past the end of an empty list to its first page', async () => {
    const empty = async () => ({ list: [], total: 0, page: 1, pageSize: 10 });
    expect(await loadListPage(ctx('/news?page=7'), empty)).toEqual({ redirect: { destination: '/news', permanent: false } });
  });

  it('still refuses a filter the API refuses', async () => {
    const refuse = async () => {
      throw new ApiCodeError(Code.BadInput, '筛选不正确', null, 'course/list');
    };
    await expect(loadListPage(ctx('/course?subject=zzz'), refuse)).rejects.toBeInstanceOf(ApiCodeError);
  });
});

describe('loadFilteredListPage', () => {
  const ctx = (url: string) => ({ resolvedUrl: url, query: Object.fromEntries(new URL(url, 'http://x').searchParams) });
  const statuses = ['pending', 'shipped'] as const;
  const asked: Record<string, unknown>[] = [];
  const fetcher = async (page: number, param: Record<string, unknown>) => {
    asked.push({ page, ...param });
    return { list: [1], total: 1, page, pageSize: 10 };
  };

  it('sends the chosen filter, and leaves it out when none is chosen', async () => {
    asked.length = 0;
    expect(await loadFilteredListPage(ctx('/user/gift/order?status=shipped'), 'status', statuses, fetcher)).toMatchObject({ filter: 'shipped' });
    expect(await loadFilteredListPage(ctx('/user/gift/order'), 'status', statuses, fetcher)).toMatchObject({ filter: null });
    expect(asked).toEqual([{ page: 1, status: 'shipped' }, { page: 1 }]);
  });

  it('is a 404 for a value not allowed, without asking the API', async () => {
    asked.length = 0;
    expect(await loadFilteredListPage(ctx('/user/gift/order?status=lost'), 'status', statuses, fetcher)).toEqual({ notFound: true });
    expect(asked).toEqual([]);
  });

  it('falls back to a page that exists as loadListPage does', async () => {
    expect(await loadFilteredListPage(ctx('/user/gift/order?status=pending&page=0'), 'status', statuses, fetcher)).toEqual({
      redirect: { destination: '/user/gift/order?status=pending', permanent: false },
    });
  });
});
