// Mainland mobile numbers (docs/security.md: phones are normalised before any limit or lookup).
import { z } from 'zod';

const MOBILE = /^1[3-9]\d{9}$/;

/** "+86 138-0000-0000" -> "13800000000"; anything that is not a mobile number stays as typed. */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s\-()（）]/g, '');
  const m = /^(?:\+86|0086|86)(\d{11})$/.exec(compact);
  return m ? m[1] : compact;
}

export const zPhone = z
  .string()
  .max(24)
  .transform(normalisePhone)
  .pipe(z.string().regex(MOBILE, '请输入正确的手机号'));

/** 13800000000 -> 138****0000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}
