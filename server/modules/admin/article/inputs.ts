// Input pieces of the console's content forms (admin/article, admin/category, admin/banner, admin/tag):
// required text, China wall-clock times, site-or-https addresses, paging, lists from qs arrays.
import { z } from 'zod';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** Optional text, trimmed, at most max characters. */
export const zOptionalText = (max: number, label: string) =>
  z
    .string(`${label}格式不正确`)
    .max(max * 4, `${label}不能超过${max}个字`)
    .transform((s) => s.trim())
    .refine((s) => [...s].length <= max, `${label}不能超过${max}个字`);

/** Required text: trimmed, not empty, at most max characters. */
export const zRequired = (max: number, label: string) =>
  zOptionalText(max, label).refine((s) => s.length > 0, `请填写${label}`);

/**
 * A moment from a form: "YYYY-MM-DD HH:mm[:ss]" read as China time (what the console's date picker sends),
 * or an ISO 8601 time with its offset (what another client may send).
 */
export const zMoment = (label: string) =>
  z
    .string(`${label}格式不正确`)
    .max(40, `${label}格式不正确`)
    .transform((text, ctx): Date | undefined => {
      const s = text.trim();
      if (!s) return undefined;
      const local = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(s);
      let d: Date | null = null;
      if (local) {
        const [, y, mo, da, h, mi, se] = local.map(Number);
        const utc = Date.UTC(y, mo - 1, da, h, mi, se || 0);
        const check = new Date(utc);
        if (check.getUTCMonth() === mo - 1 && check.getUTCDate() === da) d = new Date(utc - CHINA_OFFSET_MS);
      } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) {
        const ms = Date.parse(s);
        if (!Number.isNaN(ms)) d = new Date(ms);
      }
      if (!d || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100) {
        ctx.addIssue({ code: 'custom', message: `${label}不是有效的日期时间（YYYY-MM-DD HH:mm）` });
        return z.NEVER;
      }
      return d;
    });

/** An instant as "YYYY-MM-DD HH:mm" in China time. */
export function chinaMinute(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A path on this site ("/images/a.png", "/news") or an https address; never javascript:, data: or //host. */
export const zSiteOrHttps = (label: string, max = 300) =>
  z
    .string(`${label}格式不正确`)
    .max(max, `${label}过长`)
    .transform((s) => s.trim())
    .refine((s) => /^\/(?![/\\])[\x21-\x7e]*$/.test(s) || /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[\x21-\x7e]*)?$/.test(s), `${label}须为本站路径（以 / 开头）或 https 地址`);

/** A yes/no form field. */
export const zFlag = z.enum(['0', '1', 'true', 'false'], '取值不正确').transform((v) => v === '1' || v === 'true');

/** A whole number from a form field, within bounds. */
export const zInt = (label: string, min: number, max: number) =>
  z
    .string(`${label}须为整数`)
    .regex(/^-?\d{1,9}$/, `${label}须为整数`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}须在${min}到${max}之间`);


/** A list sent as qs array fields (a[0]=..&a[1]=..); none sent is an empty list. */
export const zList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.array(item, `${label}格式不正确`).max(max, `${label}最多${max}项`).optional().transform((v) => v ?? []);

/** A field error in the dispatcher's shape ("field：message"), so the console shows it on its field. */
export function fieldError(field: string, message: string): string {
  return `${field}：${message}`;
}

/** A LIKE pattern that matches the text literally. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
