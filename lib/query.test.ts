import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, QueryLimitError, parseQuery, stringifyQuery, tryParseQuery } from './query';

const arrayOf = (n: number) => Array.from({ length: n }, (_, i) => `ids[]=${i}`).join('&');
const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&');

describe('parseQuery', () => {
  it('uses the docs/product.md §9 limits', () => {
    expect(QUERY_LIMITS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });
  });

  it('parses a query string with or without the leading "?"', () => {
    expect(parseQuery('?page=2&tags[]=a&tags[]=b')).toEqual({ page: '2', tags: ['a', 'b'] });
    expect(parseQuery('a[b]=1')).toEqual({ a: { b: '1' } });
  });

  it('accepts 20 array items and refuses 21', () => {
    expect((parseQuery(arrayOf(20)).ids as string[]).length).toBe(20);
    expect(() => parseQuery(arrayOf(21))).toThrow(QueryLimitError);
  });

  it('refuses 21 repeated keys and an index beyond the limit', () => {
    const repeated = Array.from({ length: 21 }, (_, i) => `a=${i}`).join('&');
    expect(() => parseQuery(repeated)).toThrow(QueryLimitError);
    expect(() => parseQuery('a[20]=x')).toThrow(QueryLimitError);
  });

  it('accepts depth 5 and refuses depth 6', () => {
    expect(parseQuery('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    expect(() => parseQuery('a[b][c][d][e][f][g]=1')).toThrow(QueryLimitError);
  });

  it('accepts 1000 parameters and refuses 1001', () => {
    expect(Object.keys(parseQuery(params(1000)))).toHaveLength(1000);
    expect(() => parseQuery(params(1001))).toThrow(QueryLimitError);
  });

  it('never lets __proto__ or constructor reach an object', () => {
    const parsed = parseQuery('__proto__[admin]=1&constructor[prototype][admin]=1&a[__proto__][admin]=1');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect((parsed as Record<string, unknown>).admin).toBeUndefined();
  });

  it('gives null instead of an error from tryParseQuery', () => {
    expect(tryParseQuery(params(1001))).toBeNull();
    expect(tryParseQuery('a=1')).toEqual({ a: '1' });
  });
});

describe('stringifyQuery', () => {
  it('writes what parseQuery reads back', () => {
    const value = { name: '张三', ids: ['1', '2'], filter: { region: '南京' } };
    expect(parseQuery(stringifyQuery(value))).toEqual(value);
  });
});
