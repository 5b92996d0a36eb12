import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes as routes } from '@/lib/admin-routes';

const pagesDir = path.resolve(__dirname, '../../pages');
// Next's own special pages are not routes of the spec.
const special = new Set(['/_app', '/_document', '/_error', '/404', '/500']);

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
  const pages = listPages(pagesDir).filter((p) => !special.has(p));
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
