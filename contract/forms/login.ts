// The login form (/login; passport/code and passport/phone, docs/product.md §7).
import { z } from 'zod';
import { zPhone } from './fields';

export const INVITE = /^[A-Za-z0-9_-]{1,32}$/;

export const zSmsCode = z.string().regex(/^\d{6}$/, '请输入6位数字验证码');

/** An invite code rides along on login addresses; a malformed one is dropped rather than blocking login. */
export const zInvite = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v && INVITE.test(v) ? v : undefined));

/** A return address from input; checked against the allow-list where it is used. */
export const zReturnUrl = z.string().max(2048).optional();

/** passport/code: where to send a code. */
export const smsCodeForm = z.object({ phone: zPhone });

/** passport/phone: the login itself. */
export const loginForm = z.object({ phone: zPhone, code: zSmsCode, url: zReturnUrl, invite: zInvite });
export type LoginFormInput = z.input<typeof loginForm>;
