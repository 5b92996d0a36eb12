// Content-Security-Policy with a per-request nonce (docs/security.md "Headers"; the Next.js CSP guide). The
// middleware makes the nonce, _document puts it on every script Next renders.

export const NONCE_HEADER = 'x-nonce';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(nonce: string, isDev: boolean): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets Next's chunk loader and the SSO JSONP script (both created by trusted code) run.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // React and antd-mobile set style attributes; no script can come from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
