// docs/security.md "Every request": redirect targets that come from input (login's url=, logout's data.url, the
// guard's own url=) are followed only when they are same-site paths or hosts on an explicit allow-list.
// Shared by the API, the middleware and the browser, so it uses nothing but URL.

const MAX_LENGTH = 2048;
/** Control characters and whitespace: browsers strip tabs and newlines, turning "/\t/evil" into "//evil". */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
const NON_ASCII_RUN = /[^\u0000-\u007f]+/g;

/**
 * A same-site path with its non-ASCII characters percent-encoded (UTF-8), the rest untouched. A
 * Location header may only hold ASCII: "/search?keyword=高血压" made Node refuse the header (a 500).
 * Only the non-ASCII runs are encoded, without URL parsing, so "/../" or "%2F" keep their meaning and
 * cannot be normalised into "//host". A lone surrogate cannot be encoded: null.
 */
function encodeNonAscii(path: string): string | null {
  try {
    return path.replace(NON_ASCII_RUN, (run) => encodeURIComponent(run));
  } catch {
    return null;
  }
}

/**
 * The target when it is safe to send a browser to, else null. Safe means a path on this site ("/x",
 * not "//host" or "/\host"), or an http(s) address whose origin is in allowHosts (see allowedOrigin).
 * The answer is always ASCII, so it can go into a Location header as it is.
 */
export function safeRedirectOrNull(target: unknown, allowHosts: readonly string[]): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  if (UNSAFE_CHARS.test(target)) return null;
  if (target.startsWith('/')) {
    // "//host" is protocol-relative: another site.
    return target.startsWith('//') ? null : encodeNonAscii(target);
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null; // relative without a leading slash ("evil.com", "javascript:..." fails below anyway)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowHosts.some((entry) => allowedOrigin(entry) === url.origin) ? url.href : null;
}

/**
 * The origin an allow-list entry stands for: scheme, host and port all count, so "http://localhost:9999"
 * is not SITE_URL's "http://localhost:3000". An entry with a scheme is that origin; a bare "host" or
 * "host:port" means https, the only scheme a redirect to another site should use.
 */
function allowedOrigin(entry: string): string | null {
  try {
    const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The target when safe, else the fallback (the home page by default). */
export function toSafeRedirect(target: unknown, allowHosts: readonly string[], fallback = '/'): string {
  return safeRedirectOrNull(target, allowHosts) ?? fallback;
}
