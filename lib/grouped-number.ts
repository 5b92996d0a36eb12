/**
 * A number as zh-CN writes it, thousands grouped and up to three decimals ("1,280", "19.9"), as
 * `toLocaleString('zh-CN')` gives it without Intl: a page's first call of Intl costs a cheap phone some 40 ms
 * while it loads the locale's data, the largest single piece of home's startup script after React's
 * (docs/architecture.md §7).
 */
export function groupedNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
