// Origins an absolute redirect target may point at: the site's own (scheme and port included) and
// REDIRECT_ALLOW_HOSTS.
import { getEnv } from '@/contract/env';

export function redirectHosts(): string[] {
  const env = getEnv();
  return [new URL(env.SITE_URL).origin, ...env.allowHosts];
}
