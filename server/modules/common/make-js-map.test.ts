// common/makeJsMap with a WeChat app configured (issue 12): a real JS-SDK signature from a jsapi_ticket
// fetched from a local stand-in of WeChat's API, cached in the database until 5 minutes before it
// expires, fetched once however many requests (or processes) find it stale together.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiJsMap } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { TestDb } from '@/server/db/client';
import { wechatTokens } from '@/server/db/schema';
import { jsSdkSignature } from '@/server/wechat/signature';
import type { ApiCaller } from '@/tests/api/call-api';
import { startWechatApi, type WechatStandIn } from '@/tests/api/wechat-stand-in';
import { captureLogs } from '@/tests/api/logs';

const APP = { appId: 'wx5f3c8e1a2b4d6f80', appSecret: '9d2e7c4b1a6f3e8d0c5b2a7f4e1d8c3b' };

/** The signature recomputed here, straight from WeChat's description, to compare with the answer. */
function expectedSignature(ticket: string, map: ApiJsMap, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${map.nonceStr}&timestamp=${map.timestamp}&url=${url}`).digest('hex');
}

describe('jsSdkSignature', () => {
  it("matches the worked example of WeChat's JS-SDK documentation", () => {
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    };
    expect(jsSdkSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    expect(jsSdkSignature({ ...example, url: `${example.url}#wechat_redirect` })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('common/makeJsMap with WECHAT_APP_ID and WECHAT_APP_SECRET', () => {
  let wechat: WechatStandIn;
  let t: TestDb;
  let api: ApiCaller;
  let tokens: typeof import('@/server/wechat/tokens');

  const tokenRows = () => t.db.select().from(wechatTokens).where(eq(wechatTokens.appId, APP.appId));
  const setExpiry = (kind: 'access_token' | 'jsapi_ticket', msFromNow: number) =>
    t.db.update(wechatTokens).set({ expiresAt: new Date(Date.now() + msFromNow) }).where(eq(wechatTokens.kind, kind));
  const jsMap = (url: string) => api.call<ApiJsMap>('common/makeJsMap', { url });

  beforeAll(async () => {
    wechat = await startWechatApi(APP);
    // The configuration is read once per module instance: load the API afresh with the app set.
    vi.resetModules();
    vi.stubEnv('WECHAT_APP_ID', APP.appId);
    vi.stubEnv('WECHAT_APP_SECRET', APP.appSecret);
    vi.stubEnv('WECHAT_API_BASE', wechat.url);
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    vi.stubEnv('REDIRECT_ALLOW_HOSTS', 'sso.example.org');
    const { createTestDb } = await import('@/server/startup');
    const { createApiCaller } = await import('@/tests/api/call-api');
    tokens = await import('@/server/wechat/tokens');
    t = await createTestDb();
    api = createApiCaller(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await wechat?.close();
    vi.unstubAllEnvs();
  });
  beforeEach(async () => {
    await t.db.delete(wechatTokens);
    wechat.calls.token = 0;
    wechat.calls.ticket = 0;
    wechat.delayMs = 0;
    wechat.mode = 'ok';
  });

  it('signs the page with a ticket fetched from WeChat, as WeChat documents', async () => {
    const url = 'http://localhost:3000/training/3?from=timeline';
    const res = await jsMap(url);
    expect(res.envelope.code).toBe(0);
    const map = res.envelope.data;
    expect(map).toEqual({
      appId: APP.appId,
      timestamp: expect.any(Number),
      nonceStr: expect.stringMatching(/^[\w-]{16}$/),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      jsApiList: expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']),
    });
    expect(Math.abs(map.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(map.signature).toBe(expectedSignature(wechat.current.ticket, map, url));
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('caches the token and the ticket in the database with their expiry, and fetches nothing while they last', async () => {
    await jsMap('http://localhost:3000/');
    const rows = await tokenRows();
    expect(rows.map((r) => r.kind).sort()).toEqual(['access_token', 'jsapi_ticket']);
    for (const row of rows) expect(Math.abs(row.expiresAt.getTime() - (Date.now() + 7200_000))).toBeLessThan(60_000);
    expect(rows.find((r) => r.kind === 'jsapi_ticket')!.value).toBe(wechat.current.ticket);

    for (let i = 0; i < 3; i++) expect((await jsMap('http://localhost:3000/course')).envelope.code).toBe(0);
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('uses a ticket another process stored, without asking WeChat', async () => {
    const ticket = 'TICKET_STORED_BY_ANOTHER_PROCESS';
    await t.db.insert(wechatTokens).values({ appId: APP.appId, kind: 'jsapi_ticket', value: ticket, expiresAt: new Date(Date.now() + 3600_000) });
    const url = 'http://localhost:3000/live';
    const map = (await jsMap(url)).envelope.data;
    expect(map.signature).toBe(expectedSignature(ticket, map, url));
    expect(wechat.calls).toEqual({ token: 0, ticket: 0 });
  });

  it('fetches a new ticket once less than 5 minutes are left, not before', async () => {
    await jsMap('http://localhost:3000/');
    const first = wechat.current.ticket;
    await setExpiry('jsapi_ticket', 6 * 60_000);
    await jsMap('http://localhost:3000/');
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });

    await setExpiry('jsapi_ticket', 4 * 60_000);
    const url = 'http://localhost:3000/journal';
    const map = (await jsMap(url)).envelope.data;
    // The access token still had two hours: only the ticket is fetched again.
    expect(wechat.calls).toEqual({ token: 1, ticket: 2 });
    expect(wechat.current.ticket).not.toBe(first);
    expect(map.signature).toBe(expectedSignature(wechat.current.ticket, map, url));
  });

  it('fetches a new access token too when that one is close to expiry', async () => {
    await jsMap('http://localhost:3000/');
    await setExpiry('jsapi_ticket', 60_000);
    await setExpiry('access_token', 60_000);
    await jsMap('http://localhost:3000/');
    expect(wechat.calls).toEqual({ token: 2, ticket: 2 });
  });

  it('fetches once for many requests that find the ticket missing at the same time', async () => {
    wechat.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 4 }, () => jsMap('http://localhost:3000/')));
    expect(answers.map((a) => a.envelope.code)).toEqual([0, 0, 0, 0]);
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('fetches once when two processes find it missing at the same time (the database lock, not the process)', async () => {
    wechat.delayMs = 150;
    // jsapiTicket is what each process runs under its own in-process sharing.
    const app = { ...APP, apiBase: wechat.url };
    const [a, b] = await Promise.all([tokens.jsapiTicket(t.db, app), tokens.jsapiTicket(t.db, app)]);
    expect(a).toBe(wechat.current.ticket);
    expect(b).toBe(a);
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('gets a new access token when WeChat no longer accepts the cached one', async () => {
    await jsMap('http://localhost:3000/');
    wechat.rotateToken(); // someone else fetched a token for this app: ours is void
    await setExpiry('jsapi_ticket', 60_000);
    const url = 'http://localhost:3000/article';
    const res = await jsMap(url);
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.signature).toBe(expectedSignature(wechat.current.ticket, res.envelope.data, url));
    expect(wechat.calls).toEqual({ token: 2, ticket: 3 });
  });

  it.each([
    ['WeChat is down', 'down'],
    ['WeChat refuses the secret', 'secret'],
  ] as const)('answers 4120 when %s, logs why without the secret, and caches nothing', async (_label, what) => {
    if (what === 'down') wechat.mode = 'down';
    const logs = captureLogs();
    const errors = logs.messages;
    const app = { ...APP, apiBase: wechat.url, appSecret: what === 'secret' ? '0'.repeat(32) : APP.appSecret };
    if (what === 'secret') {
      // The route reads the configured secret; the wrong one is tried through the same code path.
      await expect(tokens.jsapiTicket(t.db, app)).rejects.toThrow(/errcode 40125/);
    } else {
      const res = await jsMap('http://localhost:3000/');
      expect(res.status).toBe(200);
      expect(res.envelope).toEqual({ code: Code.WechatUnavailable, data: null, codeMsg: '微信分享配置暂时无法获取，请稍后重试' });
      expect(errors().join('\n')).toMatch(/\[wechat\] no jsapi_ticket for wx5f3c8e1a2b4d6f80: \/cgi-bin\/token: HTTP 502/);
    }
    logs.restore();
    expect(errors().join('\n')).not.toContain(APP.appSecret);
    expect(await tokenRows()).toEqual([]);
  });

  it('signs a site path as the page on SITE_URL, and leaves the #fragment out', async () => {
    const map = (await jsMap('/training?type=1#list')).envelope.data;
    expect(map.signature).toBe(expectedSignature(wechat.current.ticket, map, 'http://localhost:3000/training?type=1'));
    const full = (await jsMap('http://localhost:3000/live/2#top')).envelope.data;
    expect(full.signature).toBe(expectedSignature(wechat.current.ticket, full, 'http://localhost:3000/live/2'));
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['another port', 'http://localhost:3001/'],
    ['another scheme', 'https://localhost:3000/'],
    ['a host login may redirect to, which is still not our page', 'https://sso.example.org/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a relative address', 'training'],
    ['credentials in the address', 'http://user:pw@localhost:3000/'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s with 4000 and asks WeChat nothing', async (_label, url) => {
    const res = await jsMap(url);
    expect(res.status).toBe(200);
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(res.envelope.codeMsg).toContain('页面地址不属于本站');
    expect(wechat.calls).toEqual({ token: 0, ticket: 0 });
  });
});
