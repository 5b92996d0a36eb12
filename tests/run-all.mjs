// `npm test`: every check in order (docs/architecture.md §7), then one closing line `tests: N passed, N failed, N skipped`
// over the vitest runs, which CI reads. DATABASE_URL, when set, is used ONLY for the second pass of the
// API tests (PostgreSQL) and, as MULTIPROCESS_DATABASE_URL, for the e2e test of two web processes on one
// PostgreSQL; every other step runs on the embedded database, so a fresh clone needs nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'tmp', 'test-results');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const pgUrl = process.env.DATABASE_URL || '';

const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete baseEnv.DATABASE_URL;

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];

function run(cmd, args, env = baseEnv) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  return res.status === 0;
}

/** A step that is not a test run: its failure counts as one failed check. */
function step(name, cmd, args) {
  const ok = run(cmd, args);
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) totals.failed += 1;
  return ok;
}

/** A vitest run (an npm script) whose counts go into the closing line (read from its JSON report). */
function vitestStep(name, script, env = baseEnv) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const ok = run(npm, ['run', '--silent', script, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(out)) {
    const json = JSON.parse(fs.readFileSync(out, 'utf8'));
    // A file that fails to load has no test results of its own: count it as one failure.
    const brokenFiles = (json.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).length).length;
    counts = {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + brokenFiles,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  }
  // vitest failed with nothing counted (an unhandled error, a crash, a bad config): still a failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return ok;
}

step('lint', npm, ['run', '--silent', 'lint']);
step('typecheck', npm, ['run', '--silent', 'typecheck']);
vitestStep('unit and API tests (PGlite)', 'test:unit');
if (pgUrl) {
  vitestStep('API tests (PostgreSQL)', 'test:api:pg', { ...baseEnv, DATABASE_URL: pgUrl });
} else {
  console.log('\nNote: DATABASE_URL is not set, so the PostgreSQL pass of the API tests is skipped.');
  report.push('skip API tests (PostgreSQL): DATABASE_URL not set');
}
// The build check's public/builds/latest.json must match the build (docs/product.md §4); writing it twice is harmless.
// `npm test -- --no-build` reuses the existing .next/ (quicker while iterating; CI always builds).
const built = process.argv.includes('--no-build')
  ? (report.push('skip build: --no-build, e2e tests use the existing .next/'), true)
  : step('build', npm, ['run', '--silent', 'build']) && step('build id', process.execPath, ['scripts/write-build-id.mjs']);
if (built) {
  // The e2e site stays on PGlite; only tests/e2e/multiprocess.test.ts (two web processes on one
  // PostgreSQL) reads this, and skips with a note when it is unset.
  const e2eEnv = pgUrl ? { ...baseEnv, MULTIPROCESS_DATABASE_URL: pgUrl } : baseEnv;
  vitestStep('e2e tests (Chromium)', 'test:e2e', e2eEnv);
} else {
  report.push('skip e2e tests: the build failed');
}

console.log(`\n${report.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
