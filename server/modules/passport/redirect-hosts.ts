// Hosts an absolute redirect target may point at: the site's own and REDIRECT_ALLOW_HOSTS.
import { getEnv } from '@/lib/env';

export function redirectHosts(): string[] {
  const env = getEnv();
  return [new URL(env.SITE_URL).hostname.toLowerCase(), ...env.allowHosts];
}
