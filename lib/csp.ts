// Content-Security-Policy with a per-request nonce (docs/security.md "Headers"; the Next.js CSP guide). The
// middleware makes the nonce, _document puts it on every script Next renders.

export const NONCE_HEADER = 'x-nonce';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `mediaHosts` (MEDIA_ALLOW_HOSTS, contract/env.ts) are the other sites a lesson's or broadcast's video may
 * come from: https only, for the video element (media-src) and for hls.js, which fetches an HLS stream's
 * playlists and segments (connect-src). Nothing else of the page may load from them.
 */
export function buildCsp(nonce: string, isDev: boolean, mediaHosts: readonly string[] = []): string {
  const media = mediaHosts.map((h) => ` https://${h}`).join('');
  return [
    "default-src 'self'",
    // strict-dynamic lets Next's chunk loader and the SSO JSONP script (both created by trusted code) run.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // React and antd-mobile set style attributes; no script can come from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `media-src 'self' blob:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${media}${isDev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
