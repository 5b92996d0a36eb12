// The configuration that SSR and the edge middleware may read (docs/architecture.md §6). Server-only settings live in
// server/env.ts. Nothing else reads process.env. Never import this from browser-only code.
import { z } from 'zod';

/** A host name with an optional port: no scheme, path, wildcard or anything a CSP source could be bent by. */
const MEDIA_HOST = /^(?=.{1,253}(:|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

// Built on first use, not when the module loads: a bundle that merely carries this module (the browser's
// shared chunk does, through lib/http.ts's server-only import) then never builds a zod object there, whose
// eval probe the site's CSP would report as a violation (contract/forms/fields.ts says more).
const makeSchema = () => z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Origin of an external academy API; unset means the built-in one on this server. */
  MED_API_ORIGIN: z.url().optional(),
  /** Public origin of the site, for canonical URLs, the sitemap and Secure cookies when https. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Extra hosts that login/logout redirect targets may point at, comma-separated. */
  REDIRECT_ALLOW_HOSTS: z.string().default(''),
  /**
   * Other sites a course's or live broadcast's video may be played from (docs/security.md "Every request"),
   * comma-separated host names (optionally with a port), always over https; the site itself is always allowed.
   */
  MEDIA_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => MEDIA_HOST.test(h)), 'must be host names such as video.example.org or cdn.example.org:8443, comma-separated'),
  /** Milliseconds before a server-side API call gives up (docs/security.md: a slow upstream). */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
});

export type PublicEnv = z.infer<ReturnType<typeof makeSchema>> & { apiOrigin: string; allowHosts: string[] };

let cached: PublicEnv | undefined;

export function getEnv(): PublicEnv {
  if (cached) return cached;
  const parsed = makeSchema().safeParse({
    PORT: process.env.PORT || undefined,
    MED_API_ORIGIN: process.env.MED_API_ORIGIN || undefined,
    SITE_URL: process.env.SITE_URL || undefined,
    REDIRECT_ALLOW_HOSTS: process.env.REDIRECT_ALLOW_HOSTS || undefined,
    MEDIA_ALLOW_HOSTS: process.env.MEDIA_ALLOW_HOSTS || undefined,
    API_TIMEOUT_MS: process.env.API_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  cached = {
    ...env,
    apiOrigin: (env.MED_API_ORIGIN ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    allowHosts: env.REDIRECT_ALLOW_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  };
  return cached;
}
