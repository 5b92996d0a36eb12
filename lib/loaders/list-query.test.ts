import { describe, expect, it } from 'vitest';
import { readFilter, readPage, readText } from './list-query';

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
