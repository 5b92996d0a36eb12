import { describe, expect, it } from 'vitest';
import { formatClock, formatTotal, progressText } from './format';

describe('course formatters', () => {
  it('shows lesson lengths as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(545)).toBe('9:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
  it('shows course lengths in words', () => {
    expect(formatTotal(45 * 60)).toBe('45分钟');
    expect(formatTotal(2 * 3600)).toBe('2小时');
    expect(formatTotal(3 * 3600 + 25 * 60 + 10)).toBe('3小时25分钟');
  });
  it('describes progress', () => {
    expect(progressText(null)).toBe('');
    expect(progressText({ finished: true, watched: 1, duration: 6 })).toBe('已学完');
    expect(progressText({ finished: false, watched: 3, duration: 6 })).toBe('已学50%');
    expect(progressText({ finished: false, watched: 6, duration: 6 })).toBe('已学99%');
    expect(progressText({ finished: false, watched: 3, duration: 0 })).toBe('学习中');
  });
});
