// Helpers that turn seeded randomness into Chinese text: names, dates, numbers, simple HTML.
import type { Rng } from './random';
import { GIVEN_NAMES, SURNAMES } from './data/people';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** A person's name, e.g. 王建国. */
export function personName(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN_NAMES);
}

/** Beijing time parts of a moment (UTC+8, no daylight saving), so dates read right on any server. */
function beijing(d: Date): Date {
  return new Date(d.getTime() + 8 * HOUR_MS);
}

/** "2025年3月12日". */
export function cnDate(d: Date): string {
  const b = beijing(d);
  return `${b.getUTCFullYear()}年${b.getUTCMonth() + 1}月${b.getUTCDate()}日`;
}

/** "3月12日". */
export function cnMonthDay(d: Date): string {
  const b = beijing(d);
  return `${b.getUTCMonth() + 1}月${b.getUTCDate()}日`;
}

/** "2025-03-12". */
export function isoDay(d: Date): string {
  return beijing(d).toISOString().slice(0, 10);
}

/** "14:30". */
export function cnTime(d: Date): string {
  return beijing(d).toISOString().slice(11, 16);
}

export function yearOf(d: Date): number {
  return beijing(d).getUTCFullYear();
}

/** A moment at a whole Beijing hour (and minute) on the day `days` from `now`. */
export function atBeijing(now: number, days: number, hour: number, minute = 0): Date {
  const b = beijing(new Date(now + days * DAY_MS));
  const utc = Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate(), hour - 8, minute);
  return new Date(utc);
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1..99 as Chinese numerals: 一, 十二, 二十. */
export function cnNumber(n: number): string {
  if (n <= 10) return DIGITS[n];
  if (n < 20) return `十${DIGITS[n % 10]}`;
  const tens = `${DIGITS[Math.floor(n / 10)]}十`;
  return n % 10 === 0 ? tens : tens + DIGITS[n % 10];
}

export const p = (text: string) => `<p>${text}</p>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/** Replaces {key} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}

/**
 * Calls make until it returns a title not in `seen` (then records it), so generated headlines never
 * repeat; after a few tries the last one is numbered instead.
 */
export function uniqueTitle(seen: Set<string>, make: () => string): string {
  let title = make();
  for (let i = 0; i < 20 && seen.has(title); i++) title = make();
  for (let n = 2; seen.has(title); n++) title = `${title.replace(/（\d+）$/, '')}（${n}）`;
  seen.add(title);
  return title;
}
