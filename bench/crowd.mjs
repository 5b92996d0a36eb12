// The crowd step of `npm run bench` (issue 13): a province-wide announcement, as 64 connections on the
// guest home for two minutes, on PostgreSQL (a database of its own, bench/bench-db.mjs), against the
// bare page under the same load. Reports errors, p99 and the server's memory (RSS sampled every 5 s:
// first, last and highest), since a cache that grows under a crowd would show there.
// BENCH_CROWD_SECONDS (default 120), BENCH_CROWD_CONNECTIONS (64); BENCH_CROWD=0 skips it; without
// DATABASE_URL it is skipped with a note.
import fs from 'node:fs';
import { startSite } from '../tests/e2e/site-process.mjs';
import { baselineDir, ensureBaseline } from './baseline.mjs';
import { benchDatabase } from './bench-db.mjs';
import { measure } from './load.mjs';

const SECONDS = Number(process.env.BENCH_CROWD_SECONDS || 120);
const CONNECTIONS = Number(process.env.BENCH_CROWD_CONNECTIONS || 64);
const SAMPLE_MS = 5000;

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mib = (kb) => `${fixed(kb / 1024, 0)} MiB`;

/** Resident memory in KiB of a process, from /proc (Linux); NaN elsewhere. */
function rssKb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) : NaN;
  } catch {
    return NaN;
  }
}

/** Load on url while sampling the server's memory. */
async function crowdOn(url, pid) {
  const samples = [rssKb(pid)];
  const timer = setInterval(() => samples.push(rssKb(pid)), SAMPLE_MS);
  try {
    const result = await measure(url, { connections: CONNECTIONS, durationMs: SECONDS * 1000, warmupMs: 5000 });
    samples.push(rssKb(pid));
    const errors = Object.entries(result.statuses).filter(([status]) => status !== '200').reduce((n, [, count]) => n + count, 0);
    // Memory is flat when the lowest sample of the last third is at most 20 % above the lowest of the middle third.
    // The warm-up's growth (caches filling) is in the first third. Under this load the heap climbs for a minute or
    // two between full collections and then drops back (a 5-minute run: 255-272 MiB after each collection, up to
    // 520 MiB before it), so means and peaks follow the collector; a leak raises the floor it drops back to.
    const third = Math.floor(samples.length / 3);
    const middleKb = Math.min(...samples.slice(third, 2 * third));
    const lastKb = Math.min(...samples.slice(2 * third));
    const flat = lastKb <= 1.2 * middleKb;
    return {
      ...result, errors, rssFirstKb: samples[0], rssLastKb: samples.at(-1), rssMaxKb: Math.max(...samples),
      rssMiddleFloorKb: middleKb, rssLastFloorKb: lastKb, rssSamplesKb: samples, flat,
    };
  } finally {
    clearInterval(timer);
  }
}

function render({ site, bare }) {
  const row = (name, r) => `| ${name} | ${fixed(r.rps)} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${r.errors} | ${mib(r.rssFirstKb)} → ${mib(r.rssLastKb)} (max ${mib(r.rssMaxKb)}) |`;
  return [
    `## Under a crowd (guest GET /, ${CONNECTIONS} connections, ${SECONDS} s, site on PostgreSQL)`,
    '',
    '| | req/s | p50 ms | p99 ms | errors | server memory (RSS) first → last |',
    '| --- | --- | --- | --- | --- | --- |',
    row('this site', site),
    row('the bare page', bare),
    '',
  ].join('\n');
}

/** Runs the step; answers { result: { site, bare } | null, markdown, notes }. */
export async function benchCrowd() {
  if (process.env.BENCH_CROWD === '0') return { result: null, markdown: '', notes: ['BENCH_CROWD=0: the crowd run was left out'] };
  if (!process.env.DATABASE_URL) return { result: null, markdown: '', notes: ['DATABASE_URL is not set: the crowd run (on PostgreSQL) was left out'] };
  const target = await benchDatabase('postgres', 'crowd');
  try {
    console.log(`bench: crowd, site on PostgreSQL, ${CONNECTIONS} connections for ${SECONDS} s ...`);
    const site = await startSite({ env: target.env });
    let siteResult;
    try {
      siteResult = await crowdOn(`${site.url}/`, site.pid);
    } finally {
      await site.stop();
    }
    console.log(`bench: crowd, the bare page, ${CONNECTIONS} connections for ${SECONDS} s ...`);
    await ensureBaseline();
    const baseline = await startSite({ dir: baselineDir });
    let bareResult;
    try {
      bareResult = await crowdOn(`${baseline.url}/`, baseline.pid);
    } finally {
      await baseline.stop();
    }
    const result = { site: siteResult, bare: bareResult, connections: CONNECTIONS, seconds: SECONDS };
    return { result, markdown: render(result), notes: [] };
  } catch (err) {
    return { result: null, markdown: '', notes: [`the crowd run failed: ${err instanceof Error ? err.message.split('\n')[0] : err}`] };
  } finally {
    await target.drop();
  }
}
