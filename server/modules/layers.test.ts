// docs/architecture.md §4: domains depend one way. Reads every domain file's imports (tests aside, which may reach
// any domain) and lists the pairs of domain folders that import each other, and any longer loop: there must be none.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The domain folder a path lies in, or null outside server/modules. */
function domainOf(file: string): string | null {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || !rel.includes(path.sep)) return null;
  return rel.split(path.sep)[0]!;
}

function importedDomains(file: string): Set<string> {
  const found = new Set<string>();
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    let target: string | null = null;
    if (spec!.startsWith('@/server/modules/')) target = path.join(modulesDir, spec!.slice('@/server/modules/'.length));
    else if (spec!.startsWith('.')) target = path.resolve(path.dirname(file), spec!);
    const domain = target && domainOf(target.endsWith('.ts') ? target : `${target}${path.sep}x`);
    if (domain) found.add(domain);
  }
  return found;
}

describe('server/modules', () => {
  it('has no two domains that import each other, nor a loop of domains', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(modulesDir)) {
      const from = domainOf(file);
      if (!from) continue;
      for (const to of importedDomains(file)) {
        if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(10); // the scan did find the domains' imports
    const mutual = [...edges].flatMap(([a, tos]) => [...tos].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} <-> ${b}`));
    expect(mutual).toEqual([]);
    // Nor round a longer loop: peel off the domains that import no domain left; a loop never peels.
    const left = new Map([...edges].map(([a, tos]) => [a, new Set(tos)]));
    for (let peeled = true; peeled; ) {
      peeled = false;
      for (const [a, tos] of left) {
        if ([...tos].every((b) => !left.has(b))) {
          left.delete(a);
          peeled = true;
        }
      }
    }
    expect([...left.keys()].sort()).toEqual([]);
  });
});
