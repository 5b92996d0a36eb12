// docs/product.md §4/9 build check: writes public/builds/latest.json ({ "buildId": ... }) from the build's BUILD_ID.
// Run after `next build` and before `next start` (next start lists public/ files when it starts).
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build directory comes from next.config.js itself (NEXT_DIST_DIR picks it), so that this script
// reads the build `next build` has just written and not a stale or missing .next/ beside it.
const { distDir = '.next' } = createRequire(import.meta.url)(path.join(root, 'next.config.js'));
// Next joins distDir onto the project directory the same way, even when it looks absolute.
const buildIdFile = path.join(root, distDir, 'BUILD_ID');
const target = path.join(root, 'public', 'builds', 'latest.json');

let buildId;
try {
  buildId = (await readFile(buildIdFile, 'utf8')).trim();
} catch {
  console.error(`write-build-id: ${buildIdFile} not found; run \`next build\` first.`);
  process.exit(1);
}
if (!/^[A-Za-z0-9_-]{1,64}$/.test(buildId)) {
  console.error(`write-build-id: unexpected build id ${JSON.stringify(buildId)}`);
  process.exit(1);
}

await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify({ buildId })}\n`);
console.log(`write-build-id: ${path.relative(root, target)} -> ${buildId} (from ${path.relative(root, buildIdFile)})`);
