// `npm run bench` (docs/architecture.md §7): SSR throughput and latency of the site against a minimal Next.js page in
// the same run, API latency, and first-load JavaScript per page. Prints a table and writes it to
// bench/results/latest.md (and .json). Bounded: about two minutes on two cores once both apps are built.
// BENCH_SECONDS and BENCH_CONNECTIONS change the SSR load (defaults 10 s, 8 connections);
// `npm run bench -- --baseline-only` measures only the baseline app (no site build, no site).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot, startSite } from '../tests/e2e/site-process.mjs';
import { baselineDir, ensureBaseline } from './baseline.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { measure } from './load.mjs';
import { loginByApi, userInfo } from './login.mjs';
import { renderReport } from './report.mjs';
import { benchSearchScale } from './search-scale.mjs';
import { benchGiftExchange } from './gift-exchange.mjs';
import { benchCrowd } from './crowd.mjs';
import { renderGoals } from './goals.mjs';
import { runLighthouse } from './lighthouse.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const WARMUP_SECONDS = 2;
const API_SECONDS = 5;
const DEMO_PHONE = '13800000000';
const JS_PAGES = ['/', '/login', '/training', '/training/1', '/course', '/news', '/detail/10', '/search?q=%E9%AB%98%E8%A1%80%E5%8E%8B'];
const JS_PAGES_LOGGED_IN = ['/user/info', '/user/userCenter', '/user/gift'];
/** Issue 3: a list page and a detail page, as a guest. */
const GUEST_PAGES = ['/training', '/detail/10'];

const ssrLoad = { connections: CONNECTIONS, durationMs: SECONDS * 1000, warmupMs: WARMUP_SECONDS * 1000 };
const apiLoad = { connections: 1, durationMs: API_SECONDS * 1000, warmupMs: 1000 };
const formPost = (origin, cookie) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
  body: '',
});

const require = createRequire(path.join(repoRoot, 'package.json'));
const ssr = [];
const api = [];
const js = [];
const notes = [];
/** Issue 13: home, a list and an article, against the bare page, each the median of BENCH_LIGHTHOUSE_RUNS runs (3); BENCH_LIGHTHOUSE=0 leaves it out. */
const LIGHTHOUSE_PAGES = ['/', '/training', '/detail/10'];
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const lighthouse = {};

async function recordLighthouse(key, urls) {
  if (!withLighthouse || lighthouse.error) return;
  console.log(`bench: Lighthouse (${key}) ...`);
  try {
    lighthouse[key] = await runLighthouse(urls);
  } catch (err) {
    lighthouse.error = err instanceof Error ? err.message.split('\n')[0] : String(err);
  }
}

/** Runs fn and records its result or its error under name in list. */
async function record(list, name, fn, extra = {}) {
  try {
    list.push({ name, result: await fn(), ...extra });
  } catch (err) {
    list.push({ name, error: err instanceof Error ? err.message.split('\n')[0] : String(err), ...extra });
  }
}

function ensureSiteBuild() {
  if (fs.existsSync(path.join(repoRoot, '.next', 'BUILD_ID'))) return;
  console.log('bench: no .next/ yet, running `npm run build` ...');
  const res = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('npm run build failed');
  spawnSync(process.execPath, ['scripts/write-build-id.mjs'], { cwd: repoRoot, stdio: 'inherit' });
}

function siteBuildInfo() {
  const file = path.join(repoRoot, '.next', 'BUILD_ID');
  if (!fs.existsSync(file)) return 'none';
  return `${fs.readFileSync(file, 'utf8').trim()} (built ${fs.statSync(file).mtime.toISOString()})`;
}

async function benchBaseline() {
  await ensureBaseline();
  const site = await startSite({ dir: baselineDir });
  try {
    console.log('bench: baseline GET / ...');
    await record(ssr, 'baseline: minimal Next.js page', () => measure(`${site.url}/`, ssrLoad), { baseline: true });
    await record(js, 'baseline /', () => firstLoadJs(`${site.url}/`));
    await recordLighthouse('baseline', [`${site.url}/`]);
  } finally {
    await site.stop();
  }
}

async function benchSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-bench-'));
  const log = [];
  const site = await startSite({
    env: { DATA_DIR: dataDir, SMS_RESEND_SECONDS: '1', SMS_DAILY_CAP_PER_PHONE: '1000', SMS_HOURLY_CAP_PER_CLIENT: '100000', LOGIN_HOURLY_CAP_PER_CLIENT: '100000' },
    onLine: (line) => log.push(line),
  });
  const waitForCode = async (phone) => {
    const pattern = new RegExp(`SMS code for ${phone}: (\\d+)`);
    for (let i = 0; i < 100; i++) {
      const hit = log.map((l) => pattern.exec(l)).filter(Boolean).at(-1);
      if (hit) return hit[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no SMS code for ${phone} in the server log`);
  };
  try {
    console.log('bench: site GET / as a guest ...');
    await record(ssr, 'site /, guest', () => measure(`${site.url}/`, ssrLoad));

    for (const page of GUEST_PAGES) {
      console.log(`bench: site GET ${page} as a guest ...`);
      await record(ssr, `site ${page}, guest`, () => measure(`${site.url}${page}`, ssrLoad));
    }

    let cookie = '';
    try {
      cookie = await loginByApi(site.url, DEMO_PHONE, waitForCode);
      const info = await userInfo(site.url, cookie);
      const html = await (await fetch(`${site.url}/`, { headers: { cookie } })).text();
      const name = info?.user?.name;
      if (!info?.login) notes.push('the login cookie is not logged in according to home/auth');
      else if (name && !html.includes(name)) notes.push(`logged-in GET / does not show the user's name (${name})`);
      // Which path answered a member's home once warm: 'member' is the shared copy with the member's own frame
      // (lib/member-html-cache.ts); the session and unread count are still looked up on every request.
      await new Promise((r) => setTimeout(r, 300));
      const warm = await fetch(`${site.url}/`, { headers: { cookie } });
      await warm.arrayBuffer();
      notes.push(`logged-in GET /, warm, is answered by: ${warm.headers.get('x-med-html-cache') ?? 'a render of its own'}`);
    } catch (err) {
      notes.push(`logging in through the API failed: ${err instanceof Error ? err.message : err}`);
    }
    console.log('bench: site GET / logged in ...');
    if (cookie) await record(ssr, 'site /, logged in', () => measure(`${site.url}/`, { ...ssrLoad, headers: { cookie } }));
    else ssr.push({ name: 'site /, logged in', error: 'no login' });
    // Issue 4: the personal centre, a page that is all one user's own data.
    console.log('bench: site GET /user/userCenter logged in ...');
    if (cookie) await record(ssr, 'site /user/userCenter, logged in', () => measure(`${site.url}/user/userCenter`, { ...ssrLoad, headers: { cookie } }));

    console.log('bench: API latency ...');
    for (const endpoint of ['home/common', 'home/index']) {
      await record(api, `POST /api/med/${endpoint}`, () => measure(`${site.url}/api/med/${endpoint}`, { ...apiLoad, ...formPost(site.url) }));
    }
    const searchBody = `q=${encodeURIComponent('高血压管理')}`;
    await record(api, 'POST /api/med/search/query (q=高血压管理)', () => measure(`${site.url}/api/med/search/query`, { ...apiLoad, ...formPost(site.url), body: searchBody }));

    console.log('bench: first-load JavaScript ...');
    const gzipCache = new Map();
    for (const page of JS_PAGES) await record(js, page, () => firstLoadJs(`${site.url}${page}`, '', gzipCache));
    for (const page of JS_PAGES_LOGGED_IN) {
      await record(js, `${page} (logged in)`, () => (cookie ? firstLoadJs(`${site.url}${page}`, cookie, gzipCache) : Promise.reject(new Error('no login'))));
    }
    await recordLighthouse('site', LIGHTHOUSE_PAGES.map((page) => `${site.url}${page}`));
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  let siteReady = !process.argv.includes('--baseline-only');
  try {
    if (siteReady) ensureSiteBuild();
    else notes.push('--baseline-only: the site was not measured');
  } catch (err) {
    siteReady = false;
    notes.push(`the site could not be built: ${err instanceof Error ? err.message : err}`);
  }
  await benchBaseline();
  if (siteReady) {
    try {
      await benchSite();
    } catch (err) {
      notes.push(`the site could not be measured: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    }
  }

  const search = benchSearchScale();
  notes.push(...search.notes);
  // Its own site run on its own data directory (bench/gift-exchange.mjs).
  const gift = siteReady ? await benchGiftExchange() : { result: null, markdown: '', notes: [] };
  notes.push(...gift.notes);
  const crowd = siteReady ? await benchCrowd() : { result: null, markdown: '', notes: [] };
  notes.push(...crowd.notes);

  const meta = {
    date: new Date().toISOString(),
    next: require('next/package.json').version,
    react: require('react/package.json').version,
    siteBuild: siteBuildInfo(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP_SECONDS,
    apiSeconds: API_SECONDS,
  };
  notes.push(`the bench took ${Math.round((Date.now() - started) / 1000)} s`);
  const goals = renderGoals({ ssr, js, lighthouse: withLighthouse ? lighthouse : null, crowd: crowd.result, gift: gift.result, search: search.results });
  const markdown = renderReport({ meta, ssr, api, js, notes }) + `\n${goals}` + (search.markdown ? `\n${search.markdown}` : '') + (gift.markdown ? `\n${gift.markdown}` : '') + (crowd.markdown ? `\n${crowd.markdown}` : '');
  const outDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.md'), markdown);
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify({ meta, ssr, api, js, lighthouse, notes, search: search.results, giftExchange: gift.result, crowd: crowd.result }, null, 2)}\n`);
  console.log(`\n${markdown}`);
  console.log('Written to bench/results/latest.md and latest.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
