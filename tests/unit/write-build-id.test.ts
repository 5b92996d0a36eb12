// scripts/write-build-id.mjs run as `npm run build` runs it, in a copy of the project (its script and
// next.config.js) so that the real public/builds/latest.json, which a running server may serve, is left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '..', '..');
let project: string;

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'write-build-id-'));
  fs.mkdirSync(path.join(project, 'scripts'));
  fs.copyFileSync(path.join(repoRoot, 'scripts', 'write-build-id.mjs'), path.join(project, 'scripts', 'write-build-id.mjs'));
  fs.copyFileSync(path.join(repoRoot, 'next.config.js'), path.join(project, 'next.config.js'));
});

afterEach(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

function build(distDir: string, buildId: string): void {
  fs.mkdirSync(path.join(project, distDir), { recursive: true });
  fs.writeFileSync(path.join(project, distDir, 'BUILD_ID'), buildId);
}

function run(env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const result = spawnSync(process.execPath, ['scripts/write-build-id.mjs'], { cwd: project, env: childEnv, encoding: 'utf8' });
  const latest = path.join(project, 'public', 'builds', 'latest.json');
  return {
    status: result.status,
    output: result.stdout + result.stderr,
    latest: fs.existsSync(latest) ? (JSON.parse(fs.readFileSync(latest, 'utf8')) as unknown) : null,
  };
}

describe('scripts/write-build-id.mjs', () => {
  it('publishes the build id of the NEXT_DIST_DIR build, not an older one in .next/', () => {
    build('.next', 'bOldDefault');
    build('.next-navfix', 'bFreshBuild');
    const result = run({ NEXT_DIST_DIR: '.next-navfix' });
    expect(result.status, result.output).toBe(0);
    expect(result.latest).toEqual({ buildId: 'bFreshBuild' });
    expect(result.output).toContain('.next-navfix');
  });

  it('uses .next/ when NEXT_DIST_DIR is not set', () => {
    build('.next', 'bDefault');
    build('.next-other', 'bOther');
    const result = run({ NEXT_DIST_DIR: undefined });
    expect(result.status, result.output).toBe(0);
    expect(result.latest).toEqual({ buildId: 'bDefault' });
  });

  it('fails, naming the missing file, when the NEXT_DIST_DIR build does not exist, and writes nothing', () => {
    build('.next', 'bOldDefault');
    const result = run({ NEXT_DIST_DIR: '.next-missing' });
    expect(result.status).toBe(1);
    expect(result.output).toContain(path.join('.next-missing', 'BUILD_ID'));
    expect(result.latest).toBeNull();
  });
});
