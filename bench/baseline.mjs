// The yardstick for server-side rendering: a minimal Next.js app with the project's own next and react
// (through a node_modules symlink) and one short page. It lives OUTSIDE the repository: inside it,
// Turbopack takes the repository as its root and bundles the site's own middleware.ts into the baseline.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot, runNext } from '../tests/e2e/site-process.mjs';

// One per checkout, so that benches of two checkouts (a helper's copy, the main one) never rebuild each other's.
export const baselineDir = path.join(os.tmpdir(), `med-bench-baseline-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 8)}`);

/** The deepest folder holding both the baseline and the real node_modules (a checkout's may be a link): Turbopack's root. */
function commonRoot(a, b) {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

// getServerSideProps without data: without it Next would prerender the page at build time and the
// bench would time a static file server, not a render.
const PAGE = `export default function Home() {
  return (
    <main>
      <h1>基层医学培训学院</h1>
      <p>培训班、精品课程、直播与科普文章。</p>
      <ul>
        <li>培训班</li>
        <li>精品课程</li>
        <li>直播</li>
      </ul>
    </main>
  );
}

export async function getServerSideProps() {
  return { props: {} };
}
`;

const CONFIG = `module.exports = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: ${JSON.stringify(commonRoot(fs.realpathSync(os.tmpdir()), fs.realpathSync(path.join(repoRoot, 'node_modules'))))} },
};
`;

/** Writes the baseline app and builds it, unless the same page was already built with the same next. */
export async function ensureBaseline() {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const stamp = JSON.stringify({
    next: require('next/package.json').version,
    react: require('react/package.json').version,
    page: PAGE,
    config: CONFIG,
    repo: repoRoot,
  });
  const stampFile = path.join(baselineDir, 'bench-stamp.json');
  const built = fs.existsSync(path.join(baselineDir, '.next', 'BUILD_ID'));
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;

  fs.rmSync(baselineDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(baselineDir, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(baselineDir, 'pages', 'index.js'), PAGE);
  fs.writeFileSync(path.join(baselineDir, 'next.config.js'), CONFIG);
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(baselineDir, 'node_modules'), 'dir');
  console.log(`bench: building the baseline app in ${baselineDir} ...`);
  await runNext(baselineDir, ['build']);
  fs.writeFileSync(stampFile, stamp);
}
