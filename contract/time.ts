// The one time module of site and API (docs/product.md §9): the API sends second-based Unix timestamps and
// the site shows them in China time (UTC+8, no daylight saving, so a fixed offset is exact) whatever the
// server's TZ. SSR and the browser then print the same date (no hydration mismatch, no off-by-one day
// around midnight on a UTC server). Three parts: calendar days ('YYYY-MM-DD') for date fields, dates
// for people, and the machine formats JSON-LD and calendars need. No date library: a fixed offset needs none, and
// dayjs cost every page about 3 KB of script and a guest's home page render 6 % of its time in its lists' dates
// (issue 13).

/** UTC+8 in milliseconds. */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;

// --- Calendar days: what "today" is does not depend on the server's TZ, and 2025-02-30 is not a day.
/** Today's date in China for an instant. */
export function chinaDay(now: Date | number = Date.now()): string {
  return new Date((typeof now === 'number' ? now : now.getTime()) + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days from a to b (b - a), both YYYY-MM-DD. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The day n days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

// --- Dates for people.

/** docs/product.md §9: default format. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The tokens formatDate knows, as dayjs spells them (d: the weekday, 0 for Sunday; Z: China's offset, +08:00). */
const FORMAT_TOKENS = /YYYY|MM|M|DD|D|HH|H|mm|m|ss|s|ZZ|Z|d/g;
/** Later than any date a Date can hold (8.64e15 ms), in seconds. */
const MAX_SECONDS = 8.64e12 - CHINA_OFFSET_MS / 1000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Formats a second-based timestamp; '' for null, 0 or anything that is not a valid time. */
export function formatDate(seconds: number | string | null | undefined, format: string = DATE_FORMAT): string {
  if (seconds === null || seconds === undefined || seconds === '') return '';
  const value = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (!Number.isFinite(value) || value <= 0 || value > MAX_SECONDS) return '';
  const t = new Date(Math.floor(value * 1000) + CHINA_OFFSET_MS);
  // The common formats straight from the ISO string (its clock is China time here).
  if (format === DATE_FORMAT) return t.toISOString().slice(0, 10);
  if (format === 'YYYY-MM-DD HH:mm') return t.toISOString().slice(0, 16).replace('T', ' ');
  return format.replace(FORMAT_TOKENS, (token) => {
    switch (token) {
      case 'YYYY': return String(t.getUTCFullYear()).padStart(4, '0');
      case 'MM': return pad2(t.getUTCMonth() + 1);
      case 'M': return String(t.getUTCMonth() + 1);
      case 'DD': return pad2(t.getUTCDate());
      case 'D': return String(t.getUTCDate());
      case 'HH': return pad2(t.getUTCHours());
      case 'H': return String(t.getUTCHours());
      case 'mm': return pad2(t.getUTCMinutes());
      case 'm': return String(t.getUTCMinutes());
      case 'ss': return pad2(t.getUTCSeconds());
      case 's': return String(t.getUTCSeconds());
      case 'Z': return '+08:00';
      case 'ZZ': return '+0800';
      default: return String(t.getUTCDay());
    }
  });
}

/** Date and time to the minute, e.g. for live broadcasts and training sessions. */
export function formatDateTime(seconds: number | string | null | undefined): string {
  return formatDate(seconds, 'YYYY-MM-DD HH:mm');
}

// --- Machine formats (schema.org JSON-LD, calendars).

/** The wall-clock parts of an instant in China time. */
export function chinaParts(date: Date): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const t = new Date(date.getTime() + CHINA_OFFSET_MS);
  return {
    y: t.getUTCFullYear(), mo: t.getUTCMonth() + 1, d: t.getUTCDate(),
    h: t.getUTCHours(), mi: t.getUTCMinutes(), s: t.getUTCSeconds(),
  };
}

/** ISO 8601 with the +08:00 offset from a second-based timestamp, e.g. "2025-03-01T19:30:00+08:00". */
export function toChinaIso(seconds: number): string {
  return `${new Date(seconds * 1000 + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** ISO 8601 duration of whole minutes, e.g. 90 minutes -> "PT1H30M" (VideoObject.duration). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

// --- Wall-clock minutes in forms (the console's training forms).

/** The instant of "YYYY-MM-DD HH:mm" read as China time, or null when it is not a real date and time. */
export function parseChinaMinute(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!m || !isDay(m[1])) return null;
  return new Date(Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`) - CHINA_OFFSET_MS);
}

/** An instant as "YYYY-MM-DD HH:mm" in China time. */
export function formatChinaMinute(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
