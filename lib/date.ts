// docs/product.md §9: the date helper. The API sends second-based Unix timestamps; the site shows them in China
// time (UTC+8) whatever the server's TZ, so SSR and the browser print the same date (no hydration
// mismatch, no off-by-one-day around midnight on a UTC server).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** China Standard Time has no daylight saving: a fixed offset is exact. */
const CHINA_UTC_OFFSET_HOURS = 8;

/** docs/product.md §9: default format. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Formats a second-based timestamp; '' for null, 0 or anything that is not a valid time. */
export function formatDate(seconds: number | string | null | undefined, format: string = DATE_FORMAT): string {
  if (seconds === null || seconds === undefined || seconds === '') return '';
  const value = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (!Number.isFinite(value) || value <= 0) return '';
  const date = dayjs.unix(value);
  return date.isValid() ? date.utcOffset(CHINA_UTC_OFFSET_HOURS * 60).format(format) : '';
}

/** Date and time to the minute, e.g. for live broadcasts and training sessions. */
export function formatDateTime(seconds: number | string | null | undefined): string {
  return formatDate(seconds, 'YYYY-MM-DD HH:mm');
}
