// How certificates read, on the pages and in the PDFs alike (the server imports this too).
import type { ApiCertStatus } from '@/contract/wire/cert';

/** Crockford's base32: no I, L, O, U, nothing to misread. */
export const CERT_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERT_NUMBER_LENGTH = 16;

/** "K7M29QXH..." -> "K7M2-9QXH-...": the grouped form as stored and shown. */
export function groupCertNumber(chars: string): string {
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * Whatever separates the groups when a person types a number: any space (a full-width one too), any
 * Unicode dash (the full-width "－" of a Chinese keyboard, "—", "–", "‐"), the minus sign, "_", and
 * the dots and middle dots some people read aloud as separators.
 */
const SEPARATORS = /[\s\p{Pd}\u2212\u2043\uFE63\uFF3F_.·・。]/gu;

/**
 * A number as a person typed it, in grouped form, or null when it cannot be one: case, width, spaces
 * and dashes do not matter, and the letters people confuse with digits (O, I, L) are read as 0 and 1.
 */
export function normalizeCertNumber(input: string): string | null {
  if (input.length > 64) return null;
  const chars = input
    // Full-width letters and digits ("Ｋ７") are the same characters to a reader.
    .normalize('NFKC')
    .toUpperCase()
    .replace(SEPARATORS, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (chars.length !== CERT_NUMBER_LENGTH || ![...chars].every((c) => CERT_NUMBER_ALPHABET.includes(c))) return null;
  return groupCertNumber(chars);
}

/** 2 -> "2", 2.5 -> "2.5". */
export function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** "省级Ⅰ类学分 6 分"; "" for a certificate without credit. */
export function creditLabel(c: { creditLevel: string; creditType: string; credits: number }): string {
  if (!c.creditType) return '';
  return `${c.creditLevel}${c.creditType}学分 ${formatAmount(c.credits)} 分`;
}

export const CERT_STATUS_LABEL: Record<ApiCertStatus, string> = {
  valid: '有效',
  expired: '已过期',
  revoked: '已撤销',
};

export const CERT_KIND_LABEL = { course: '课程结业', training: '培训结业', record: '线下学习登记' } as const;

/**
 * A name as the public verification page shows it: the first and last characters with the middle
 * masked (张晓明 -> 张*明, 欧阳小明 -> 欧**明), a two-character name keeps its first (李华 -> 李*).
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '*';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
