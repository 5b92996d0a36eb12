// Server-only configuration (DESIGN 6): validated once, on first use, with a clear message for a wrong
// value. PORT, SITE_URL and REDIRECT_ALLOW_HOSTS come from lib/env.ts, which SSR and middleware share.
import { z } from 'zod';

/** "true"/"1"/"yes" and "false"/"0"/"no"; z.coerce.boolean() would read "false" as true. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const count = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

const schema = z.object({
  /** postgres://... selects node-postgres; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** SECURITY: a code lives 10 minutes at most. */
  SMS_CODE_TTL_SECONDS: count(600, 600),
  SMS_MAX_ATTEMPTS: count(5, 20),
  SMS_RESEND_SECONDS: count(60, 3600),
  SMS_DAILY_CAP_PER_PHONE: count(10, 1000),
  SMS_HOURLY_CAP_PER_CLIENT: count(30, 100000),
  /** Login attempts (phone + code) per client address per hour. */
  LOGIN_HOURLY_CAP_PER_CLIENT: count(60, 100000),
  SESSION_TTL_DAYS: count(30, 365),
  /** Optional token for operator-only endpoints; unset disables them. */
  OPERATOR_TOKEN: z.string().min(16).optional(),
  /** "log" writes codes to stdout (demo and tests); a real provider is a small adapter. */
  SMS_PROVIDER: z.enum(['log']).default('log'),
  /** Read X-Forwarded-For for the client address only behind a proxy we trust. */
  TRUST_PROXY: flag,
  /** Pepper for hashing SMS codes, session ids and tickets; a per-process random one when unset. */
  SECRET_KEY: z.string().min(16).optional(),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  if (cached) return cached;
  const e = process.env;
  const parsed = schema.safeParse({
    DATABASE_URL: e.DATABASE_URL || undefined,
    DATA_DIR: e.DATA_DIR || undefined,
    SMS_CODE_TTL_SECONDS: e.SMS_CODE_TTL_SECONDS || undefined,
    SMS_MAX_ATTEMPTS: e.SMS_MAX_ATTEMPTS || undefined,
    SMS_RESEND_SECONDS: e.SMS_RESEND_SECONDS || undefined,
    SMS_DAILY_CAP_PER_PHONE: e.SMS_DAILY_CAP_PER_PHONE || undefined,
    SMS_HOURLY_CAP_PER_CLIENT: e.SMS_HOURLY_CAP_PER_CLIENT || undefined,
    LOGIN_HOURLY_CAP_PER_CLIENT: e.LOGIN_HOURLY_CAP_PER_CLIENT || undefined,
    SESSION_TTL_DAYS: e.SESSION_TTL_DAYS || undefined,
    OPERATOR_TOKEN: e.OPERATOR_TOKEN || undefined,
    SMS_PROVIDER: e.SMS_PROVIDER || undefined,
    TRUST_PROXY: e.TRUST_PROXY?.toLowerCase() || undefined,
    SECRET_KEY: e.SECRET_KEY || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}
