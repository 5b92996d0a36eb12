// The in-process adapter behind a proxy we trust (TRUST_PROXY=true): the API counts a visitor at the
// address our proxy appended to X-Forwarded-For, exactly as it would for the visitor's own request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/http';

const dataDir = mkdtempSync(path.join(tmpdir(), 'med-inprocess-proxy-'));
process.env.DATA_DIR = dataDir;
process.env.TRUST_PROXY = 'true';
delete process.env.DATABASE_URL;

const { inProcessAdapter } = await import('./in-process-adapter');
const { closeDb, getDb } = await import('./startup');
const { rateLimits } = await import('./db/schema');

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('inProcessAdapter with TRUST_PROXY', () => {
  it("counts each visitor at the address the proxy saw, never the proxy's or this server's", async () => {
    const behindProxy = (chain: string) =>
      createApiClient({ req: { headers: { 'x-forwarded-for': chain }, socket: { remoteAddress: '10.0.0.5' } }, adapter: inProcessAdapter });
    // The first entry is whatever the visitor claimed; the last one is what our proxy appended.
    await behindProxy('1.2.3.4, 203.0.113.60').call('cert/verify/0000-0000-0000-0000').catch(() => {});
    await behindProxy('203.0.113.61').call('cert/verify/0000-0000-0000-0000').catch(() => {});
    const keys = (await (await getDb()).select().from(rateLimits)).map((r) => r.key).filter((k) => k.startsWith('cert-verify:'));
    expect(keys.sort()).toEqual(['cert-verify:203.0.113.60', 'cert-verify:203.0.113.61']);
  }, 120_000);
});
