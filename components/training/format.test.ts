import { describe, expect, it } from 'vitest';
import { feeText, groupByDay, sessionTime, STAFF_WINDOW_TEXT } from './format';

// 2025-05-10 08:30 and 14:30 China time (UTC+8), and the next morning.
const MORNING = Date.UTC(2025, 4, 10, 0, 30) / 1000;
const AFTERNOON = Date.UTC(2025, 4, 10, 6, 30) / 1000;
const NEXT = Date.UTC(2025, 4, 11, 0, 30) / 1000;

describe('training view helpers', () => {
  it('groups sessions by their day in China time, in order', () => {
    const groups = groupByDay([{ startAt: NEXT }, { startAt: AFTERNOON }, { startAt: MORNING }]);
    expect(groups.map((g) => g.day)).toEqual(['5月10日 周六', '5月11日 周日']);
    expect(groups[0].sessions.map((s) => s.startAt)).toEqual([MORNING, AFTERNOON]);
  });

  it('groups a session just after midnight China time under its own day on a UTC server', () => {
    const justAfterMidnight = Date.UTC(2025, 4, 10, 16, 5) / 1000; // 2025-05-11 00:05 in China
    expect(groupByDay([{ startAt: justAfterMidnight }])[0].day).toBe('5月11日 周日');
  });

  it('prints session times and fees', () => {
    expect(sessionTime({ startAt: MORNING, endAt: MORNING + 3 * 3600 })).toBe('2025-05-10 08:30—11:30');
    expect(sessionTime({ startAt: MORNING, endAt: NEXT })).toBe('2025-05-10 08:30 至 2025-05-11 08:30');
    expect(feeText(0)).toBe('免费');
    expect(feeText(1200)).toBe('¥1,200');
  });

  it('labels a session that has ended 已结束 for staff, not 未开放', () => {
    expect(STAFF_WINDOW_TEXT).toEqual({ early: '未开放', open: '签到码', closed: '已结束' });
  });
});
