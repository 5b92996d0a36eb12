import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { ApiError } from './api-error';
import { MAX_BODY_BYTES, parseForm } from './form';

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? err.code : -1;
  }
  return undefined;
}

describe('parseForm', () => {
  it('parses nested form fields within the limits', () => {
    expect(parseForm('a=1&b[c]=2&d[]=x&d[]=y')).toEqual({ a: '1', b: { c: '2' }, d: ['x', 'y'] });
    expect(parseForm('')).toEqual({});
  });

  it('refuses more than 1000 parameters instead of truncating', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&');
    expect(codeOf(() => parseForm(many))).toBe(Code.InputTooLarge);
    const ok = Array.from({ length: 1000 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseForm(ok))).toHaveLength(1000);
  });

  it('refuses arrays longer than 20', () => {
    const long = Array.from({ length: 21 }, () => 'a[]=1').join('&');
    expect(codeOf(() => parseForm(long))).toBe(Code.InputTooLarge);
    expect(codeOf(() => parseForm('a[25]=1'))).toBe(Code.InputTooLarge);
    expect(parseForm(Array.from({ length: 20 }, () => 'a[]=1').join('&')).a).toHaveLength(20);
  });

  it('refuses nesting deeper than 5', () => {
    expect(codeOf(() => parseForm('a[b][c][d][e][f][g]=1'))).toBe(Code.InputTooLarge);
    expect(parseForm('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
  });

  it('refuses bodies over the size limit', () => {
    expect(codeOf(() => parseForm(`a=${'x'.repeat(MAX_BODY_BYTES)}`))).toBe(Code.InputTooLarge);
  });

  it.each(['__proto__[admin]=1', 'a[__proto__][x]=1', 'constructor[prototype][x]=1', '%5F%5Fproto%5F%5F=1', 'a[constructor]=1'])(
    'refuses the prototype key in %s and pollutes nothing',
    (text) => {
      expect(codeOf(() => parseForm(text))).toBe(Code.BadInput);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    },
  );

  it('refuses malformed percent escapes in keys', () => {
    expect(codeOf(() => parseForm('%E0%A4%A=1'))).toBe(Code.BadInput);
  });
});
