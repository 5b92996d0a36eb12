// A test file's own DATA_DIR (local uploads, PGlite files of a spawned site), made when the file loads
// and removed after its last test. Call it at the top of the file: the server reads the env on first
// use, which comes later.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Makes a fresh temporary directory, points DATA_DIR at it and returns its path. */
export function tempDataDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `med-${name}-`));
  process.env.DATA_DIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
