// Item: two processes on one embedded database destroy it. The second one must refuse, naming the
// directory; a clean exit releases the lock; a process killed with SIGKILL leaves one that is taken over.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'med-lock-'));
  dirs.push(dir);
  return dir;
}

/** Starts hold-data-dir.ts in its own Node process and waits for it to say ready (or fail). */
async function holder(dataDir: string, hold: 'lock' | 'db'): Promise<{ child: ChildProcessWithoutNullStreams; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/hold-data-dir.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, HOLD: hold, DATABASE_URL: '' },
  });
  children.push(child);
  let out = '';
  const said = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/ready|failed/.test(out)) resolve(out.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code} before it was ready: ${out}`)));
  });
  return { child, said };
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second process, naming the directory, until the first exits cleanly', async () => {
    const dir = tempDir();
    const { child } = await holder(dir, 'lock');
    const holderPid = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid;
    expect(holderPid).toBe(child.pid);

    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(dir);
    expect((refused as Error).message).toContain(`pid ${child.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');

    child.stdin.write('exit\n');
    expect(await exited(child)).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const mine = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    mine.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dir = tempDir();
    const { child } = await holder(dir, 'lock');
    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true); // nothing ran to remove it
    const mine = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    mine.release();
  }, 60_000);

  it('takes over a lock that is empty or unreadable (a crash while writing it)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    lockDataDir(dir).release();
  });

  it('keeps a second server process off a database in use: getDb refuses with the directory named', async () => {
    const dataDir = tempDir();
    const first = await holder(dataDir, 'db');
    expect(first.said).toBe('ready');
    const second = await holder(dataDir, 'db').catch((err: Error) => ({ said: err.message }));
    expect(second.said).toContain(`failed: The data directory ${dataDir} is in use by another process (pid ${first.child.pid})`);
    // The first one was not disturbed and releases the directory when it stops.
    first.child.stdin.write('exit\n');
    expect(await exited(first.child)).toBe(0);
    const third = await holder(dataDir, 'db');
    expect(third.said).toBe('ready');
  }, 180_000);
});
