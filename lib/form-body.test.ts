import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toFormBody } from './form-body';

// Bodies as the site's forms and lists send them, and the odd values a visitor can type.
const BODIES: Record<string, unknown>[] = [
  {},
  { phone: '13800000000', code: '123456' },
  { q: '高血压 管理', page: 2, size: 20, flag: true, off: false },
  { ids: [3, 5, 8], status: 'published' },
  { answers: { '1': ['A', 'C'], '2': '其他：<b>胸痛</b> & 发热' }, note: "it's (ok)! *" },
  { nested: { a: { b: [{ c: 1 }, { c: 2 }] } }, empty: [], none: {}, skip: undefined, nil: null },
  { at: new Date(Date.UTC(2025, 2, 1, 11, 30)), '中文键': '值', 'a b': 'c=d&e', emoji: '👍', plus: '1+1' },
];

describe('toFormBody', () => {
  it.each(BODIES.map((b, i) => [i, b] as const))('writes body %i as qs.stringify does', (_i, body) => {
    expect(toFormBody(body)).toBe(qs.stringify(body));
  });

  it('reads back the same through qs.parse, as the API reads it', () => {
    const body = { ids: ['3', '5'], answers: { q1: ['A', 'C'] }, q: '高血压 & 糖尿病' };
    expect(qs.parse(toFormBody(body))).toEqual(body);
  });
});
