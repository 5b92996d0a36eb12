// A rewrite (next.config.js: /sitemap.xml, /robots.txt) leaves the address the visitor asked for in
// req.url; the endpoint it was rewritten to is in the catch-all parameter of pages/api/med/[...path].ts.
// This rebuilds the /api/med/ address the dispatcher routes by, keeping the visitor's query.
export function apiUrlOf(url: string, path: string | string[] | undefined): string {
  if (url.startsWith('/api/med/')) return url;
  const segments = Array.isArray(path) ? path : path ? [path] : [];
  const q = url.indexOf('?');
  return `/api/med/${segments.map(encodeURIComponent).join('/')}${q === -1 ? '' : url.slice(q)}`;
}
