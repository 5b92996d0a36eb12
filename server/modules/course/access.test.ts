import { describe, expect, it } from 'vitest';
import { canWatchLesson, payNote, resumePosition } from './access';

describe('canWatchLesson', () => {
  it('opens a free course to everyone and a paid one only for its preview or an enrolled learner', () => {
    expect(canWatchLesson({ priceFen: 0 }, { isFree: false }, false)).toBe(true);
    expect(canWatchLesson({ priceFen: 4900 }, { isFree: true }, false)).toBe(true);
    expect(canWatchLesson({ priceFen: 4900 }, { isFree: false }, false)).toBe(false);
    expect(canWatchLesson({ priceFen: 4900 }, { isFree: false }, true)).toBe(true);
  });
});

describe('resumePosition', () => {
  const p = (position: number, duration: number, finished = false) => ({ position, watched: position, duration, credited: position, finished });

  it('starts at the saved position', () => {
    expect(resumePosition(p(42, 600))).toBe(42);
  });
  it('starts at 0 with nothing saved, under a second, or at the very end', () => {
    expect(resumePosition(null)).toBe(0);
    expect(resumePosition(p(0, 600))).toBe(0);
    expect(resumePosition(p(599, 600, true))).toBe(0);
    expect(resumePosition(p(6, 6, true))).toBe(0);
  });
  it('trusts the position when the media length is not known yet', () => {
    expect(resumePosition(p(30, 0))).toBe(30);
  });
});

describe('payNote', () => {
  it('says how a paid course is paid, and nothing for a free one', () => {
    expect(payNote(0, '0371-1')).toBe('');
    const note = payNote(4900, '0371-55550100');
    expect(note).toContain('¥49');
    expect(note).toContain('0371-55550100');
    expect(note).toContain('对公转账');
  });
});
