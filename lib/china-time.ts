// China Standard Time (UTC+8, no daylight saving) in the machine formats that schema.org JSON-LD and
// calendars need. Human-readable dates are lib/date.ts; both stay right whatever the server's TZ.

/** UTC+8 in milliseconds: a fixed offset is exact for China. */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;

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
