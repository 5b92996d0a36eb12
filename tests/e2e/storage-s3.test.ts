// The built site with STORAGE_DRIVER=s3 against an S3-compatible server started here
// (tests/api/s3-stand-in.ts): an avatar uploaded through the site lands in the bucket, not under
// DATA_DIR, and comes back through the site to its owner only. A bucket configured without its keys
// stops the server at start with a message naming the missing variable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { s3Env, startS3StandIn, type S3StandIn } from '@/tests/api/s3-stand-in';
import { pngBytes } from '@/tests/api/upload-files';
import { startSite, type RunningSite } from './site-process.mjs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('uploads in an S3 bucket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-e2e-s3-'));
  let s3: S3StandIn;
  let site: RunningSite;
  const lines: string[] = [];

  beforeAll(async () => {
    s3 = await startS3StandIn();
    site = await startSite({ env: { DATA_DIR: dataDir, ...s3Env(s3) }, onLine: (l) => lines.push(l) });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  async function login(phone: string): Promise<string> {
    const post = (route: string, form: Record<string, string>) =>
      fetch(`${site.url}/api/med/${route}`, {
        method: 'POST',
        headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    expect(((await (await post('passport/code', { phone })).json()) as Envelope<unknown>).code).toBe(0);
    const pattern = new RegExp(`SMS code for ${phone}: (\\d+)`);
    let code = '';
    for (let i = 0; i < 100 && !code; i += 1) {
      code = lines.map((l) => pattern.exec(l)?.[1]).filter(Boolean).at(-1) ?? '';
      if (!code) await sleep(100);
    }
    const res = await post('passport/phone', { phone, code });
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  it('stores an avatar in the bucket and serves it through the site to its owner only', async () => {
    const owner = await login('13912120001');
    const bytes = pngBytes();
    const up = await fetch(`${site.url}/api/med/user/profile/avatar`, {
      method: 'POST',
      headers: { origin: site.url, cookie: owner, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    const envelope = (await up.json()) as Envelope<{ avatar: string }>;
    expect(envelope.code).toBe(0);
    const file = envelope.data.avatar.split('/').pop()!;
    expect(s3.objects.get(`uploads/avatar/${file}`)?.bytes).toEqual(bytes);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const mine = await fetch(`${site.url}${envelope.data.avatar}`, { headers: { cookie: owner } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(bytes);

    const other = await login('13912120002');
    const theirs = await fetch(`${site.url}${envelope.data.avatar}`, { headers: { cookie: other } });
    const missing = await fetch(`${site.url}/api/med/user/avatar/${'0'.repeat(32)}.png`, { headers: { cookie: other } });
    const theirsBody = (await theirs.json()) as Envelope<unknown>;
    expect(theirsBody.code).toBe(Code.NotFound);
    expect(theirsBody).toEqual(await missing.json());
    expect(theirs.status).toBe(missing.status);
  });

  it('refuses to start with STORAGE_DRIVER=s3 and no bucket, naming S3_BUCKET', async () => {
    const outcome = await startSite({
      env: { DATA_DIR: path.join(dataDir, 'bad'), ...s3Env(s3), S3_BUCKET: '' },
      readyTimeoutMs: 60_000,
    }).then(
      async (started) => {
        await started.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(outcome).toContain('S3_BUCKET');
    expect(outcome).toContain('is required when STORAGE_DRIVER=s3');
  }, 120_000);
});
