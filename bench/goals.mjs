// The goals of issue 13, each with the site's figure and the bare page's figure from the same run, met or not.
import os from 'node:os';
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : '**not met**');

/**
 * What bounds the gift exchanges on one machine: the CPU each request costs the site, the database server and the load
 * generator together, and the requests per second the machine's cores could answer at that cost.
 */
function cpuBound(r) {
  const c = r.cpuMs;
  const sum = c ? c.site + c.database + c.generator : NaN;
  if (!Number.isFinite(sum)) return '';
  const cores = os.cpus().length;
  return `; ${fixed(r.rps)} requests/s; CPU per request: site ${fixed(c.site, 2)} + database ${fixed(c.database, 2)} + load generator ${fixed(c.generator, 2)} ms, so ${cores} cores answer at most ${fixed((cores * 1000) / sum, 0)} requests/s`;
}

function row(goal, site, bare, ok) {
  return `| ${goal} | ${site} | ${bare} | ${verdict(ok)} |`;
}

/**
 * Markdown: one line per goal. ssr/js as run.mjs records them; lighthouse: { site: [...], baseline: [...] } or an
 * error; crowd: bench/crowd.mjs's result; gift: bench/gift-exchange.mjs's results; search: bench/search-scale.mjs's.
 */
export function renderGoals({ ssr, js, lighthouse, crowd, gift, search }) {
  const base = ssr.find((r) => r.baseline)?.result;
  const lines = ['## Goals (issue 13), against the bare page of this run', '', '| goal | this site | the bare page | |', '| --- | --- | --- | --- |'];
  const ssrOf = (name) => ssr.find((r) => r.name === name)?.result;
  for (const page of ['/', '/training', '/detail/10']) {
    const r = ssrOf(`site ${page}, guest`);
    const ok = r && base ? r.rps >= base.rps && r.p99 <= base.p99 : undefined;
    lines.push(row(`guest ${page}: req/s ≥ 1.0× and p99 ≤ the bare page's`, r ? `${fixed(r.rps)} req/s, p99 ${fixed(r.p99)} ms (${fixed(r.rps / base?.rps, 2)}×)` : '–', base ? `${fixed(base.rps)} req/s, p99 ${fixed(base.p99)} ms` : '–', ok));
  }
  for (const name of ['site /, logged in', 'site /user/userCenter, logged in']) {
    const r = ssrOf(name);
    lines.push(row(`${name.replace('site ', '')}: req/s ≥ 0.3×`, r ? `${fixed(r.rps)} req/s (${fixed(r.rps / base?.rps, 2)}×)` : '–', base ? `${fixed(base.rps)} req/s` : '–', r && base ? r.rps >= 0.3 * base.rps : undefined));
  }
  const bareJs = js.find((r) => r.name === 'baseline /')?.result?.gzipBytes;
  const home = js.find((r) => r.name === '/')?.result?.gzipBytes;
  const kib = (b) => `${fixed(b / 1024)} KiB`;
  lines.push(row('first-load JS, home ≤ 1.3×', home ? `${kib(home)} (${fixed(home / bareJs, 2)}×)` : '–', bareJs ? kib(bareJs) : '–', home && bareJs ? home <= 1.3 * bareJs : undefined));
  const pages = js.filter((r) => r.name !== 'baseline /' && r.result);
  const largest = pages.reduce((a, b) => (!a || b.result.gzipBytes > a.result.gzipBytes ? b : a), null);
  lines.push(row('first-load JS, every public page ≤ 1.6×', largest ? `largest ${largest.name}: ${kib(largest.result.gzipBytes)} (${fixed(largest.result.gzipBytes / bareJs, 2)}×)` : '–', bareJs ? kib(bareJs) : '–', largest && bareJs ? largest.result.gzipBytes <= 1.6 * bareJs : undefined));
  if (lighthouse?.error) {
    lines.push(row('Lighthouse mobile', `not run: ${lighthouse.error}`, '–', undefined));
  } else if (lighthouse) {
    const bare = lighthouse.baseline?.[0];
    // The median of r.runs runs, and the Performance scores the runs spanned.
    const spread = (r) => (r.runs > 1 ? ` (median of ${r.runs} runs, Performance ${r.performanceRange[0]}-${r.performanceRange[1]})` : '');
    const bareText = bare ? `${bare.performance}${spread(bare)}, LCP ${fixed(bare.lcpMs / 1000, 2)} s, TBT ${fixed(bare.tbtMs, 0)} ms, CLS ${fixed(bare.cls, 3)}; ${bare.accessibility}/${bare.bestPractices}/${bare.seo}` : '–';
    for (const r of lighthouse.site ?? []) {
      const path = new URL(r.url).pathname;
      const ok = r.performance >= 95 && r.lcpMs <= 2500 && r.tbtMs <= 200 && r.cls <= 0.1 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
      const text = `${r.performance}${spread(r)}, LCP ${fixed(r.lcpMs / 1000, 2)} s, TBT ${fixed(r.tbtMs, 0)} ms, CLS ${fixed(r.cls, 3)}; ${r.accessibility}/${r.bestPractices}/${r.seo}; unused JS ${fixed(r.unusedJsBytes / 1024)} KiB, legacy JS ${fixed(r.legacyJsBytes / 1024)} KiB${r.failing?.length ? `; failing: ${r.failing.join(', ')}` : ''}`;
      lines.push(row(`Lighthouse ${path}: Performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; A11y/BP/SEO 100`, r.runtimeError ? `error: ${r.runtimeError}` : text, bareText, r.runtimeError ? undefined : ok));
    }
  }
  if (crowd) {
    const { site, bare } = crowd;
    const mib = (kb) => `${fixed(kb / 1024, 0)} MiB`;
    lines.push(row(
      `${crowd.connections} connections, ${crowd.seconds} s, guest /, PostgreSQL: no error, p99 ≤ 1.5×, memory flat`,
      `${site.errors} errors, p99 ${fixed(site.p99)} ms (${fixed(site.p99 / bare.p99, 2)}×), ${fixed(site.rps)} req/s, RSS ${mib(site.rssFirstKb)} → ${mib(site.rssLastKb)}, max ${mib(site.rssMaxKb)}; lowest in the middle third ${mib(site.rssMiddleFloorKb)}, in the last ${mib(site.rssLastFloorKb)} (${site.flat ? 'flat' : '**growing**'})`,
      `${bare.errors} errors, p99 ${fixed(bare.p99)} ms, ${fixed(bare.rps)} req/s`,
      site.errors === 0 && site.p99 <= 1.5 * bare.p99 && site.flat,
    ));
  } else {
    lines.push(row('64 connections, 2 min, PostgreSQL: no error, p99 ≤ 1.5×, memory flat', 'not measured (see the notes)', '–', undefined));
  }
  const giftPg = gift?.find((r) => r.kind === 'postgres');
  lines.push(row(
    'gift exchanges on PostgreSQL ≥ 500/s, every invariant holding',
    giftPg ? `${fixed(giftPg.exchangesPerSecond)}/s, invariants ${giftPg.checks.every((c) => c.ok) ? 'hold' : '**BROKEN**'}${cpuBound(giftPg)}` : 'not measured (see the notes)',
    '–',
    giftPg ? giftPg.exchangesPerSecond >= 500 && giftPg.checks.every((c) => c.ok) : undefined,
  ));
  for (const r of search ?? []) {
    const worst = r.queries.reduce((a, b) => (b.p95 > a.p95 ? b : a), r.queries[0]);
    lines.push(row(`search p95 < 50 ms at ${r.docs} documents (${r.driver})`, worst ? `slowest query "${worst.name}": p95 ${fixed(worst.p95)} ms` : '–', '–', worst ? worst.p95 < 50 : undefined));
  }
  return `${lines.join('\n')}\n`;
}
