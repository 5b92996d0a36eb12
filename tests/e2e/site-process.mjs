// Starts a built Next.js app as a child process on a free port (reached over 127.0.0.1) and stops it.
// Shared by the e2e global setup and by `npm run bench`, which is plain Node (no TS loader), hence .mjs.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Settings that would point a test server at something other than its own fresh embedded database. */
const INHERITED_OUT = ['DATABASE_URL', 'MED_API_ORIGIN', 'DATA_DIR', 'SITE_URL', 'PORT', 'NODE_OPTIONS'];

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `next <args>` in dir and resolves when it exits 0 (output goes to this process's terminal). */
export function runNext(dir, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Starts `next start` for the app in `dir` (already built) and waits until GET readyPath answers with
 * any HTTP status. Every complete output line goes to onLine(line, atMs).
 */
export async function startSite({ dir = repoRoot, env = {}, readyPath = '/', readyTimeoutMs = 120_000, onLine = () => {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete childEnv[name];
  Object.assign(childEnv, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), SITE_URL: url }, env);

  // Own process group, so that stop() reaches any worker next start may fork, and nothing else.
  // No -H: as `npm start` runs it. With -H 127.0.0.1, Next 16 takes the middleware's rewrite to /404
  // (whose URL says localhost) for an external one, proxies it to itself and hangs.
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        onLine(line, Date.now());
      }
    });
    stream.on('end', () => {
      if (rest) onLine(rest, Date.now());
    });
  }

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exitPromise.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exitPromise;
    }
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(`next start exited (${JSON.stringify(exited)}) before answering:\n${lines.slice(-40).join('\n')}`);
    }
    try {
      const res = await fetch(url + readyPath, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`next start did not answer GET ${readyPath} within ${readyTimeoutMs} ms:\n${lines.slice(-40).join('\n')}`);
      }
      await sleep(250);
    }
  }
  /** Resolves with how the process ended ({ code, signal }), whoever stopped it. */
  const exit = () => exitPromise.then(() => exited);
  return { url, port, pid: child.pid, stop, exit };
}
