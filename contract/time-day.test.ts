import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, daysBetween, isDay } from './time';

describe('chinaDay', () => {
  it('is the date in China (UTC+8), not the server\'s', () => {
    expect(chinaDay(Date.UTC(2025, 4, 10, 15, 59))).toBe('2025-05-10');
    expect(chinaDay(Date.UTC(2025, 4, 10, 16, 0))).toBe('2025-05-11');
  });
});

describe('isDay', () => {
  it.each(['2025-02-28', '2024-02-29'])('accepts the real day %s', (day) => {
    expect(isDay(day)).toBe(true);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-1-01', '20250101', ''])('refuses the impossible or odd day %j', (day) => {
    expect(isDay(day)).toBe(false);
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
