// Lighthouse, mobile with its default (simulated) throttling, against the system Chromium (issue 13). The
// `lighthouse` package is a dev dependency; without it, or without /usr/bin/chromium, the bench says so and goes on.
// Each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3) and the median run is reported, as Lighthouse's
// own guidance on variability says: on this machine headless Chromium now and then shows its first frame a second
// late, on the bare page as on ours, and one such run moves LCP by a second or more.
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));

/** Scores (0-100) and the three metrics the issue sets goals for, for each url (its median run); throws when it cannot run. */
export async function runLighthouse(urls) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
  const [{ default: lighthouse }, { launch }, { computeMedianRun }] = await Promise.all([
    import('lighthouse'), import('chrome-launcher'), import('lighthouse/core/lib/median-run.js'),
  ]);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push((await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr);
      }
      const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
      const performances = runs.map((r) => Math.round((r.categories.performance?.score ?? NaN) * 100));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        unusedJsBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
        legacyJsBytes: lhr.audits['legacy-javascript']?.details?.overallSavingsBytes ?? lhr.audits['legacy-javascript-insight']?.details?.overallSavingsBytes ?? 0,
        // What keeps Accessibility, Best Practices or SEO under 100.
        failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id),
        ),
        runtimeError: lhr.runtimeError?.message,
        runs: runs.length,
        performanceRange: [Math.min(...performances), Math.max(...performances)],
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
