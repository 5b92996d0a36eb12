// The date part of order numbers, in China time (the academy's day, not the server's).
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 2025-03-14 (China time) -> '250314'. */
export function chinaDateCompact(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(2, 10).replace(/-/g, '');
}
