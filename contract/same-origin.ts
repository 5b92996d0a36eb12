// docs/security.md: whether a browser's Origin is this site. An origin is scheme, host and port: the same host
// over the other scheme is another origin (an http page could otherwise post to an https site, and
// the other way round). Shared by the API's dispatcher and the page loaders that accept a POST.

export type RequestOrigin = {
  /** SITE_URL: the public origin, scheme included. */
  siteUrl: string;
  /** The Host the request was sent to (or X-Forwarded-Host behind a proxy we trust). */
  host: string | undefined;
  /** X-Forwarded-Proto behind a proxy we trust; without one the server itself speaks plain http. */
  forwardedProto?: string;
};

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when origin is SITE_URL's origin, or the origin the request itself was made to (a server reached
 * under another name, e.g. 127.0.0.1 in tests). Under SITE_URL's own host, only SITE_URL's scheme and
 * port count: that host is served the way SITE_URL says.
 */
export function isOwnOrigin(origin: string, { siteUrl, host, forwardedProto }: RequestOrigin): boolean {
  const given = originOf(origin);
  if (!given) return false;
  const site = new URL(siteUrl);
  if (given === site.origin.toLowerCase()) return true;
  const requestHost = host?.split(',')[0].trim().toLowerCase();
  if (!requestHost || requestHost === site.host.toLowerCase()) return false;
  const proto = forwardedProto?.split(',')[0].trim().toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  return given === originOf(`${scheme}://${requestHost}`);
}
