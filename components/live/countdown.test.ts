import { describe, expect, it } from 'vitest';
import { describeRemaining, formatOffset, formatRemaining } from './countdown';

describe('formatRemaining', () => {
  it('shows days, then a clock', () => {
    expect(formatRemaining(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2天 03:04:05');
    expect(formatRemaining(3599)).toBe('00:59:59');
  });

  it('never goes below zero', () => {
    expect(formatRemaining(-10)).toBe('00:00:00');
  });
});

describe('describeRemaining', () => {
  it('reads out days, hours and minutes', () => {
    expect(describeRemaining(86400 + 7200 + 300 + 9)).toBe('1天2小时5分钟');
    expect(describeRemaining(30)).toBe('不到1分钟');
  });
});

describe('formatOffset', () => {
  it('writes mm:ss under an hour and h:mm:ss above', () => {
    expect(formatOffset(300)).toBe('05:00');
    expect(formatOffset(4380)).toBe('1:13:00');
  });
});
