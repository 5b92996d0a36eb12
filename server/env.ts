// Server-only configuration (docs/architecture.md §6): validated once, on first use, with a clear message for a wrong
// value. PORT, SITE_URL and REDIRECT_ALLOW_HOSTS come from contract/env.ts, which SSR and middleware share.
import { z } from 'zod';

/** "true"/"1"/"yes" and "false"/"0"/"no"; z.coerce.boolean() would read "false" as true. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const count = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The base URL of an outside API (an SMS provider, WeChat). https, except plain http to this machine:
 * tests point the official SDKs at a stand-in server on 127.0.0.1, and nothing else may downgrade.
 */
const apiBase = (def: string) =>
  z
    .url()
    .default(def)
    .refine((v) => {
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        return false; // refinements run even after z.url() has refused the value
      }
      return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.has(u.hostname));
    }, 'must be an https:// URL (http:// only to 127.0.0.1 or localhost)');

/** A value a provider needs; optional here, required below for the provider SMS_PROVIDER selects. */
const setting = (max: number) => z.string().trim().min(1).max(max).optional();

/** For each SMS_PROVIDER, the variables it cannot work without. */
const SMS_PROVIDER_NEEDS = {
  log: [],
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  tencent: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
} as const;

const schema = z.object({
  /** postgres://... selects node-postgres; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each process keeps to PostgreSQL. More than the database server has cores only makes its backends
   * take turns: on 2 cores, 5 answered 20 % more gift exchanges per second than node-postgres's default of 10
   * (docs/architecture.md §7).
   */
  DATABASE_POOL_SIZE: count(5, 200),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where uploads live (server/storage): "local" under DATA_DIR/uploads, "s3" in an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The store's API (OSS: https://oss-cn-hangzhou.aliyuncs.com, COS, MinIO); unset means AWS S3. */
  S3_ENDPOINT: z
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a region such as cn-hangzhou or us-east-1').optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'must be a bucket name (lowercase letters, digits, dots, hyphens)').optional(),
  S3_ACCESS_KEY_ID: setting(128),
  S3_SECRET_ACCESS_KEY: setting(256),
  /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  S3_FORCE_PATH_STYLE: flag,
  /** docs/security.md: a code lives 10 minutes at most. */
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
  /** "log" writes codes to stdout (demo and tests); aliyun and tencent send real messages (server/sms). */
  SMS_PROVIDER: z.enum(['log', 'aliyun', 'tencent']).default('log'),
  /** How long one provider call may take before the learner is told to try again. */
  SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  ALIYUN_SMS_ACCESS_KEY_ID: setting(128),
  ALIYUN_SMS_ACCESS_KEY_SECRET: setting(128),
  /** The approved signature (签名), e.g. 河南省基层卫生健康学会. */
  ALIYUN_SMS_SIGN_NAME: setting(64),
  /** The approved template (模板 CODE), e.g. SMS_123456789; its variable for the code is named below. */
  ALIYUN_SMS_TEMPLATE_CODE: setting(64),
  ALIYUN_SMS_TEMPLATE_PARAM: z.string().regex(/^\w{1,32}$/, 'must be a template variable name such as code').default('code'),
  /**
   * The approved notice template (短信通知) for decisions that matter to a learner (docs/product.md "SMS to the
   * learner"), with the variables ${item} and ${result}; unset: such notices are logged, not sent.
   */
  ALIYUN_SMS_NOTICE_TEMPLATE: setting(64),
  ALIYUN_SMS_ENDPOINT: apiBase('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: setting(128),
  TENCENT_SMS_SECRET_KEY: setting(128),
  /** The SMS application (SdkAppId), e.g. 1400006666. */
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d{1,20}$/, 'must be the numeric SdkAppId').optional(),
  TENCENT_SMS_SIGN_NAME: setting(64),
  /** The approved template; its one parameter {1} is the code. */
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d{1,20}$/, 'must be the numeric template id').optional(),
  /** The approved notice template, its parameters {1} (the item) and {2} (the result); unset: notices are logged, not sent. */
  TENCENT_SMS_NOTICE_TEMPLATE: z.string().regex(/^\d{1,20}$/, 'must be the numeric template id').optional(),
  TENCENT_SMS_REGION: z.string().regex(/^[a-z]+(-[a-z]+)+$/, 'must be a region such as ap-guangzhou').default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: apiBase('https://sms.tencentcloudapi.com'),
  /** A WeChat official account (公众号) for JS-SDK sharing; with neither set, makeJsMap signs nothing. */
  WECHAT_APP_ID: z.string().regex(/^wx[0-9a-f]{16}$/i, 'must be an AppID such as wx1234567890abcdef').optional(),
  WECHAT_APP_SECRET: z.string().regex(/^[0-9a-zA-Z]{16,64}$/, 'must be the AppSecret (letters and digits)').optional(),
  WECHAT_API_BASE: apiBase('https://api.weixin.qq.com'),
  /** Read X-Forwarded-For for the client address only behind a proxy we trust. */
  TRUST_PROXY: flag,
  /** On SIGTERM, how long requests in flight may still run before the database closes (server/ops/shutdown.ts). */
  SHUTDOWN_TIMEOUT_SECONDS: count(10, 600),
  /** Pepper for hashing SMS codes, session ids and tickets; a per-process random one when unset. */
  SECRET_KEY: z.string().min(16).optional(),
}).superRefine((env, ctx) => {
  // docs/architecture.md §6: a provider selected without its keys stops the server at start, naming what is missing,
  // rather than failing at a learner's first login.
  for (const name of SMS_PROVIDER_NEEDS[env.SMS_PROVIDER]) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}` });
  }
  // The same for object storage: a bucket without its keys would fail only at the first upload.
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
    }
  }
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
    const missing = env.WECHAT_APP_ID ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'WECHAT_APP_ID and WECHAT_APP_SECRET are set together or not at all' });
  }
});

export type ServerEnv = z.infer<typeof schema>;

/** Flags read whatever their case (TRUE, Yes). */
const CASE_FREE = new Set(['S3_FORCE_PATH_STYLE', 'TRUST_PROXY']);

let cached: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  if (cached) return cached;
  const e = process.env;
  // Every variable the schema knows, an empty one as unset (so that its default applies).
  const parsed = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((name) => [name, (CASE_FREE.has(name) ? e[name]?.toLowerCase() : e[name]) || undefined])),
  );
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}
