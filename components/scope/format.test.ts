import { describe, expect, it } from 'vitest';
import { charCount, dayRange, newSubmitKey, timeRange, watchedText } from './format';

describe('scope area formats', () => {
  it('writes day ranges', () => {
    expect(dayRange('2025-05-10', '2025-05-12')).toBe('2025-05-10 至 2025-05-12');
    expect(dayRange('2025-05-10', '2025-05-10')).toBe('2025-05-10');
    // 2025-05-10 00:30 China time is 2025-05-09 16:30 UTC.
    expect(timeRange(Date.UTC(2025, 4, 9, 16, 30) / 1000, Date.UTC(2025, 4, 11, 9) / 1000)).toBe('2025-05-10 至 2025-05-11');
  });

  it('writes watched time', () => {
    expect(watchedText(0)).toBe('0分钟');
    expect(watchedText(42)).toBe('不足1分钟');
    expect(watchedText(12 * 60 + 5)).toBe('12分钟');
    expect(watchedText(3600)).toBe('1小时');
    expect(watchedText(3900)).toBe('1小时5分钟');
  });

  it('makes submit keys the API accepts, and counts characters', () => {
    expect(newSubmitKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmitKey()).not.toBe(newSubmitKey());
    expect(charCount(' 培训😀 ')).toBe(3);
  });
});
