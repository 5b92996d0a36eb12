// Calendar days ('YYYY-MM-DD') in China time, for date fields: what "today" is does not depend on the
// server's TZ, and a string like 2025-02-30 is not a day.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

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
