import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@/lib/admin-routes';
import { routes } from '@/lib/routes';

const pagesDir = path.resolve(__dirname, '../../pages');
// Next's own special pages are not routes of the spec.
const special = new Set(['/_app', '/_document', '/_error', '/404', '/500']);
// Every console page is served by one catch-all page; its two tables name each screen and its loader.
const CONSOLE_PAGE = '/admin/[[...path]]';

function listPages(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'api' && !prefix ? [] : listPages(full, `${prefix}/${name}`);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    const base = name.replace(/\.tsx?$/, '');
    return [base === 'index' ? prefix || '/' : `${prefix}/${base}`];
  });
}

describe('route table and pages', () => {
  const pages = listPages(pagesDir).filter((p) => !special.has(p) && p !== CONSOLE_PAGE);
  const patterns = routes.map((r) => r.pattern);

  it('has a page for every route', () => {
    expect(patterns.filter((p) => !pages.includes(p))).toEqual([]);
  });

  it('has a route for every page', () => {
    expect(pages.filter((p) => !patterns.includes(p))).toEqual([]);
  });

  it('lists every route once', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

/** The keys of `const <name>... = { ... };` in the console's catch-all page. */
function consoleTable(name: string): string[] {
  const source = readFileSync(path.join(pagesDir, 'admin/[[...path]].tsx'), 'utf8');
  const block = new RegExp(`const ${name}[^=]*= \\{([\\s\\S]*?)\\n\\};`).exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
}

describe('console route table and the console page', () => {
  const patterns = adminRoutes.map((r) => r.pattern).sort();

  it('has one catch-all page for the console', () => {
    expect(listPages(pagesDir).filter((p) => p.startsWith('/admin'))).toEqual([CONSOLE_PAGE]);
  });

  it('has a screen and a loader for every console route, and nothing else', () => {
    expect(consoleTable('screens').sort()).toEqual(patterns);
    expect(consoleTable('loaders').sort()).toEqual(patterns);
  });

  it('lists every console route once', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
