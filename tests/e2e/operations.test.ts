// Operations against the built server (`next start`): /api/health, the JSON log with request ids, and
// graceful shutdown on SIGTERM (the requests in flight finish, new connections are refused, the
// database closes cleanly and the process exits 0). Each test runs its own server on its own data
// directory, since it stops it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './site-process.mjs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Running = { site: RunningSite; dataDir: string; lines: string[] };
const started: Running[] = [];

async function start(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-e2e-ops-'));
  const lines: string[] = [];
  const site = await startSite({ env: { DATA_DIR: dataDir, ...env }, onLine: (line) => void lines.push(line) });
  const running = { site, dataDir, lines };
  started.push(running);
  return running;
}

afterEach(async () => {
  for (const { site, dataDir } of started.splice(0)) {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The server's log lines that are JSON (pino), parsed. */
const jsonLines = (lines: string[]) =>
  lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

/**
 * A POST whose body arrives in two parts, the second only when sendRest() is called: a request kept in
 * flight for as long as a test needs.
 */
function slowPost(url: string, apiPath: string) {
  const body = 'phone=1&pad=xxxxxxxxxxxxxxxxxxxx';
  const cut = 8;
  let sendRest = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${url}${apiPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(body.slice(0, cut));
    sendRest = () => req.end(body.slice(cut));
  });
  return { answer, sendRest: () => sendRest() };
}

/** Whether a new connection to the server gets an answer (false: refused or cut). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** The data directory's embedded database opens again and holds the seeded accounts. */
async function reopens(dataDir: string): Promise<number> {
  expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
    return rows[0].n;
  } finally {
    await db.close();
  }
}

describe('/api/health', () => {
  it('answers 200 with the process, the database and the job queue ok, nothing secret, and a request id', async () => {
    const { site, lines } = await start();
    const res = await fetch(`${site.url}/api/health`, { headers: { 'X-Request-Id': 'probe-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBe('probe-1');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      checks: {
        process: { status: 'ok', uptimeSeconds: expect.any(Number) },
        database: { status: 'ok', latencyMs: expect.any(Number) },
        jobs: { status: 'ok' },
      },
    });
    expect(text).not.toMatch(/pglite|postgres|version|DATA_DIR|\/tmp/i);
    // Started with the server, before the first request (instrumentation.ts).
    expect(jsonLines(lines).map((l) => l.msg)).toContain('[jobs] queue started');
  }, 180_000);
});

describe('the server log', () => {
  it('is JSON, one object a line, with the request id on the lines of its request; the harness finds SMS codes in it', async () => {
    const { site, lines } = await start();
    const phone = '13700061001';
    const res = await fetch(`${site.url}/api/med/passport/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': 'e2e-ops-code-1' },
      body: `phone=${phone}`,
    });
    expect((await res.json()).code).toBe(0);
    expect(res.headers.get('x-request-id')).toBe('e2e-ops-code-1');
    await sleep(200);
    const mine = jsonLines(lines).filter((l) => l.reqId === 'e2e-ops-code-1');
    expect(mine.map((l) => l.msg)).toEqual([expect.stringMatching(new RegExp(`^SMS code for ${phone}: \\d{6}$`)), 'api request']);
    expect(mine[1]).toMatchObject({ level: 'info', method: 'POST', path: '/api/med/passport/code', status: 200 });
    // The same (unanchored) pattern tests/e2e/harness.ts reads codes with.
    expect(lines.join('\n')).toMatch(new RegExp(`SMS code for ${phone}: (\\d+)`));
  }, 180_000);
});

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const { site, dataDir, lines } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '20' });
    expect(await answers(site.url)).toBe(true);
    const inFlight = slowPost(site.url, '/api/med/home/common');
    await sleep(300);
    process.kill(site.pid, 'SIGTERM');
    await sleep(1000);
    // Draining: no new connection gets in, and the process waits for the one still sending.
    expect(await answers(site.url)).toBe(false);
    expect(jsonLines(lines).some((l) => l.msg === '[shutdown] done')).toBe(false);
    inFlight.sendRest();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).code).toBe(0);
    const ended = await Promise.race([site.exit(), sleep(15_000).then(() => null)]);
    expect(ended).toEqual({ code: 0, signal: null });
    expect(jsonLines(lines).map((l) => l.msg)).toContain('[shutdown] done');
    expect(await reopens(dataDir)).toBeGreaterThan(0);
  }, 180_000);

  it('cuts a request that does not finish within SHUTDOWN_TIMEOUT_SECONDS, then closes the database and exits 0', async () => {
    const { site, dataDir, lines } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const stuck = slowPost(site.url, '/api/med/home/common');
    const cut = stuck.answer.then(() => 'answered', () => 'cut');
    await sleep(300);
    const signalled = Date.now();
    process.kill(site.pid, 'SIGTERM');
    const ended = await Promise.race([site.exit(), sleep(15_000).then(() => null)]);
    expect(ended).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1900);
    expect(await cut).toBe('cut');
    expect(jsonLines(lines).some((l) => l.level === 'warn' && String(l.msg).includes('time limit'))).toBe(true);
    expect(await reopens(dataDir)).toBeGreaterThan(0);
  }, 180_000);
});
