// Input pieces of the console's training forms (admin/training/*, admin/base/*): China wall-clock times,
// credit within the site's limits, site paths for pictures, lists from qs arrays.
import { z } from 'zod';
import { CREDIT_LEVELS, CREDIT_TYPES, CREDITS_MAX } from '@/contract/wire/admin-training';
import { parseChinaMinute } from '@/contract/time';

/** "YYYY-MM-DD HH:mm" in China time, a real date and time. */
export const zMinute = (label: string) =>
  z
    .string()
    .max(20, `${label}格式应为 YYYY-MM-DD HH:mm`)
    .transform((s, ctx) => {
      const d = parseChinaMinute(s.trim());
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}不是有效的日期时间（YYYY-MM-DD HH:mm）` });
        return z.NEVER;
      }
      return d;
    });

/** A picture: a path on this site ("/images/...", "/api/med/...") or an https address. */
export const zPicture = (label: string) =>
  z
    .string()
    .max(300, `${label}地址过长`)
    .transform((s) => s.trim())
    .refine((s) => /^\/(?!\/)[\x21-\x7e]*$/.test(s) || /^https:\/\/[\x21-\x7e]+$/.test(s), `${label}须为本站图片路径或 https 地址`);

/** A list sent as qs array fields (a[0]=..&a[1]=..); none sent is an empty list. */
export const zList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.array(item, `${label}格式不正确`).max(max, `${label}最多${max}项`).optional().transform((v) => v ?? []);

/** Option values of a dictionary (project, region). */
export const zOptionValue = (label: string) => z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, `请选择${label}`);

/** Credit the class states: none, or a level, class I/II and 0.5 to CREDITS_MAX points in halves. */
export const zCredit = {
  creditLevel: z.union([z.literal(''), z.enum(CREDIT_LEVELS, '学分级别不正确')]).optional().transform((v) => v ?? ''),
  creditType: z.union([z.literal(''), z.enum(CREDIT_TYPES, '学分类别不正确')]).optional().transform((v) => v ?? ''),
  credits: z
    .string()
    // '' is no credit: the form sends the field empty when no credit is given.
    .regex(/^(\d{1,2}(\.[05])?)?$/, '学分须为0.5的整数倍')
    .optional()
    .transform((s) => (s ? Number(s) : 0))
    .refine((n) => n <= CREDITS_MAX, `学分不能超过${CREDITS_MAX}分`),
};

/** The credit as the public pages show it (and cert/credit.ts reads back); '' when none. */
export function creditText(c: { creditLevel: string; creditType: string; credits: number }): string {
  if (!c.creditType) return '';
  return `${c.creditLevel}${c.creditType}类学分 ${c.credits}分`;
}


/** A field error in the dispatcher's shape ("field：message"), so the console shows it on its field. */
export function fieldError(field: string, message: string): string {
  return `${field}：${message}`;
}
