import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './time';

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats second-based timestamps as YYYY-MM-DD by default (docs/product.md §9)', () => {
    expect(formatDate(1700000000)).toBe('2023-11-15');
  });

  it('uses China time whatever the server time zone', () => {
    // 2024-01-01 16:30 UTC is already 2 January 00:30 in China.
    const seconds = Date.UTC(2024, 0, 1, 16, 30) / 1000;
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai']) {
      process.env.TZ = tz;
      expect(formatDate(seconds)).toBe('2024-01-02');
      expect(formatDateTime(seconds)).toBe('2024-01-02 00:30');
    }
  });

  it('takes another format', () => {
    expect(formatDate(1700000000, 'YYYY年MM月DD日 HH:mm')).toBe('2023年11月15日 06:13');
  });

  it('accepts a numeric string', () => {
    expect(formatDate('1700000000')).toBe('2023-11-15');
  });

  it.each([null, undefined, 0, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, -5])('gives an empty string for %s', (value) => {
    expect(formatDate(value as number | null)).toBe('');
  });
});

describe('formatDate agrees with dayjs on every format the site uses', () => {
  const FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'HH:mm', 'MM-DD HH:mm', 'M月D日', 'YYYY/MM/DD', 'YYYY年MM月DD日 HH:mm', 'YYYY年M月D日', 'd', 'H:m:s', 'YYYY-MM-DDTHH:mm:ssZ'];
  // Around midnight and the turn of a year in China, a leap day, and a time with a fraction of a second.
  const SAMPLES = [1700000000, Date.UTC(2024, 0, 1, 16, 30) / 1000, Date.UTC(2023, 11, 31, 15, 59, 59) / 1000, Date.UTC(2024, 1, 28, 16, 0) / 1000, 1735660800.75, 946684800];

  it.each(FORMATS)('%s', async (format) => {
    const { default: dayjs } = await import('dayjs');
    const { default: utc } = await import('dayjs/plugin/utc');
    dayjs.extend(utc);
    for (const seconds of SAMPLES) {
      expect(formatDate(seconds, format), `${seconds}`).toBe(dayjs.unix(seconds).utcOffset(480).format(format));
    }
  });

  it('gives an empty string past the last date a Date can hold', () => {
    expect(formatDate(9e12)).toBe('');
  });
});
