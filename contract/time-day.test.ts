import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, daysBetween, isDay } from './time';

describe('chinaDay', () => {
  it('is the date in China (UTC+8), not the server\'s', () => {
    expect(chinaDay(Date.UTC(2025, 4, 10, 15, 59))).toBe('2025-05-10');
    expect(chinaDay(Date.UTC(2025, 4, 10, 16, 0))).toBe('2025-05-11');
  });
});

describe('isDay', () => {
  it('accepts real days and refuses impossible or odd ones', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
    expect(isDay('20250101')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});

describe('daysBetween and addDays', () => {
  it('count whole days across months and years', () => {
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2025-05-10', '2025-05-10')).toBe(0);
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
