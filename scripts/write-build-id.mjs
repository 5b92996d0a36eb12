// SPEC 4/9 build check: writes public/builds/latest.json ({ "buildId": ... }) from .next/BUILD_ID.
// Run after `next build` and before `next start` (next start lists public/ files when it starts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildIdFile = path.join(root, '.next', 'BUILD_ID');
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
console.log(`write-build-id: ${path.relative(root, target)} -> ${buildId}`);
