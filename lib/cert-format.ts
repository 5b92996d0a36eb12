// How certificates read, on the pages and in the PDFs alike (the server imports this too).
import type { ApiCertStatus } from './wire/cert';

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
