import { describe, expect, it } from 'vitest';
import { groupedNumber } from './grouped-number';

describe('groupedNumber', () => {
  it('writes prices and counts as toLocaleString("zh-CN") does', () => {
    const values = [0, 1, 9.9, 19.9, 29, 99.5, 360, 600, 999, 1000, 1200, 4033, 12345.67, 100000, 999999.99, 1234567, 0.5, 0.125, -1280, -0.5];
    for (const n of values) expect(groupedNumber(n), String(n)).toBe(n.toLocaleString('zh-CN'));
  });

  it('rounds past three decimals as the locale does', () => {
    expect(groupedNumber(1.23449)).toBe('1.234');
    expect(groupedNumber(2.3456)).toBe('2.346');
  });
});
