// robots.txt (docs/product.md §2, rewritten to pages/api/robots.ts by next.config.js): crawlers may read
// every public page; pages that need login or belong to one visitor, the search, the login page and the
// API are kept out, and the sitemap index is named. It describes pages, so the site writes it from its
// own route table; the sitemap lists content, so the academy API writes that one.
import { allRoutes } from './admin-routes';
import type { RouteDef } from './routes';

/** The path prefixes crawlers should stay out of, from the routes that are not public. */
export function disallowedPaths(table: readonly RouteDef[] = allRoutes): string[] {
  const prefixes = new Set<string>(['/api/']);
  const bySection = new Map<string, RouteDef[]>();
  for (const r of table) {
    const section = r.pattern.split('/')[1] ?? '';
    bySection.set(section, [...(bySection.get(section) ?? []), r]);
  }
  for (const [section, list] of bySection) {
    if (!section || section.startsWith('[')) {
      // "/" and "/[newsPath]" are public; a private one-segment route here would be listed below.
      for (const r of list) if (!r.isPublic && !r.pattern.includes('[')) prefixes.add(r.pattern);
      continue;
    }
    if (list.every((r) => !r.isPublic)) {
      // A whole private section: "/user/" (and "/login", "/search" as single pages).
      prefixes.add(list.some((r) => r.pattern === `/${section}`) ? `/${section}` : `/${section}/`);
      continue;
    }
    for (const r of list) {
      if (r.isPublic) continue;
      // Up to the first parameter: /training/success/[id] -> /training/success/
      const dynamic = r.pattern.indexOf('[');
      prefixes.add(dynamic === -1 ? r.pattern : r.pattern.slice(0, dynamic));
    }
  }
  return [...prefixes].sort();
}

export function renderRobots(origin: string): string {
  const lines = ['User-agent: *', ...disallowedPaths().map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
