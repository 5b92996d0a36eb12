// Mainland mobile numbers, the one rule for the site and the API (docs/security.md: phones are
// normalised before any limit or lookup). Plain functions: the browser imports this without zod.

/** A mainland mobile number once normalised: 11 digits starting 13 to 19. */
export const MOBILE = /^1[3-9]\d{9}$/;

/** docs/product.md §8: the one message for a phone that is not a mobile number. */
export const PHONE_MESSAGE = '请填写正确的11位手机号';

/** "+86 138-0000-0000" -> "13800000000"; anything that is not a mobile number stays as typed (compacted). */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s\-()（）]/g, '');
  const m = /^(?:\+86|0086|86)(\d{11})$/.exec(compact);
  return m ? m[1] : compact;
}

export function isMobile(raw: string): boolean {
  return MOBILE.test(normalisePhone(raw));
}

/** 13800000000 -> 138****0000: says which number without printing it whole. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}
