// Input pieces shared by the passport endpoints.
import { z } from 'zod';

export const INVITE = /^[A-Za-z0-9_-]{1,32}$/;

/** An invite code rides along on login addresses; a malformed one is dropped rather than blocking login. */
export const zInvite = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v && INVITE.test(v) ? v : undefined));

/** A return address from input; checked against the allow-list where it is used. */
export const zReturnUrl = z.string().max(2048).optional();

export const zSmsCode = z.string().regex(/^\d{6}$/, '请输入6位数字验证码');
