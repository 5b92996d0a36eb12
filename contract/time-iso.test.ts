import { describe, expect, it } from 'vitest';
import { chinaParts, isoDuration, toChinaIso } from './time';

describe('toChinaIso', () => {
  it('writes the China wall-clock time with a +08:00 offset', () => {
    // 2025-03-01T11:30:00Z is 19:30 in Beijing.
    expect(toChinaIso(Date.UTC(2025, 2, 1, 11, 30) / 1000)).toBe('2025-03-01T19:30:00+08:00');
  });

  it('moves to the next day after 16:00 UTC', () => {
    expect(toChinaIso(Date.UTC(2025, 11, 31, 16, 0) / 1000)).toBe('2026-01-01T00:00:00+08:00');
  });
});

describe('chinaParts', () => {
  it('gives the wall-clock parts in China time', () => {
    expect(chinaParts(new Date(Date.UTC(2024, 1, 29, 20, 5, 9)))).toEqual({ y: 2024, mo: 3, d: 1, h: 4, mi: 5, s: 9 });
  });
});

describe('isoDuration', () => {
  it('writes hours, minutes and seconds', () => {
    expect(isoDuration(5400)).toBe('PT1H30M');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(75)).toBe('PT1M15S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
