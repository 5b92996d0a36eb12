// The search step of `npm run bench`: search latency on a database of 100 000 synthetic articles (plus
// the seed), on PGlite and, when DATABASE_URL is set, on PostgreSQL. The measurement itself is
// bench/search/scale.run.ts, run through vitest for its TypeScript; this file runs it and renders the
// table. BENCH_SEARCH_DOCS changes the size (default 100000); BENCH_SEARCH=0 skips the step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../tests/e2e/site-process.mjs';

const fixed = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function runOnce(driverEnv) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'med-search-bench-')), 'result.json');
  const env = { ...process.env, ...driverEnv, BENCH_SEARCH_OUT: out };
  if (!driverEnv.DATABASE_URL) delete env.DATABASE_URL;
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const res = spawnSync(process.execPath, [vitest, 'run', '-c', 'bench/search/vitest.config.mts'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (res.status !== 0 || !fs.existsSync(out)) {
    const tail = `${res.stdout ?? ''}${res.stderr ?? ''}`.split('\n').slice(-15).join('\n');
    throw new Error(`search bench failed (exit ${res.status}):\n${tail}`);
  }
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return result;
}

/** Runs the search bench on each database; answers the results, the Markdown section and notes. */
export function benchSearchScale() {
  const notes = [];
  if (process.env.BENCH_SEARCH === '0') return { results: [], markdown: '', notes: ['BENCH_SEARCH=0: search latency not measured'] };
  const drivers = [{ name: 'PGlite', env: {} }];
  if (process.env.DATABASE_URL) drivers.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } });
  else notes.push('DATABASE_URL is not set: search latency measured on PGlite only');
  const results = [];
  for (const d of drivers) {
    console.log(`bench: search latency on ${d.name} (${process.env.BENCH_SEARCH_DOCS || 100000} synthetic articles) ...`);
    try {
      results.push(runOnce(d.env));
    } catch (err) {
      notes.push(`search latency on ${d.name} not measured: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    }
  }
  return { results, markdown: renderSearchSection(results), notes };
}

export function renderSearchSection(results) {
  if (results.length === 0) return '';
  const head = ['query', ...results.flatMap((r) => [`${r.driver} hits`, `${r.driver} p50 ms`, `${r.driver} p95 ms`])];
  const rows = results[0].queries.map((q, i) => [
    q.name,
    ...results.flatMap((r) => {
      const x = r.queries[i];
      return [x.total >= r.window ? `${x.total}+` : String(x.total), fixed(x.p50), fixed(x.p95)];
    }),
  ]);
  const sizes = results.map((r) => `${r.driver}: ${r.docs} documents (${r.synthetic} synthetic), loaded in ${fixed(r.insertSeconds)} s`).join('; ');
  return [
    `## Search latency (search/query's runSearch, in process, ${results[0].runs} runs per query)`,
    '',
    sizes,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}
