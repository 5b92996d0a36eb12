// A local stand-in for the two WeChat API calls the JS-SDK signature needs, on 127.0.0.1 on a free
// port: /cgi-bin/token (client_credential, checks appid and secret) and /cgi-bin/ticket/getticket
// (type=jsapi, accepts only the latest access token, as WeChat does once an older one is replaced).
// It counts the calls, so tests can see when the site fetched and when it used its cache.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type WechatStandIn = {
  url: string;
  /** Calls received, by path. */
  calls: { token: number; ticket: number };
  /** The latest access token and jsapi_ticket handed out ('' before the first). */
  current: { token: string; ticket: string };
  /** Lifetime WeChat gives both, in seconds (7200 by default). */
  expiresIn: number;
  /** Milliseconds to wait before each answer, to widen races. */
  delayMs: number;
  /** 'down' answers HTTP 502 with an HTML page, as a broken gateway would. */
  mode: 'ok' | 'down';
  /** Hands out a new access token elsewhere (another tool using the app), voiding the one the site has. */
  rotateToken(): void;
  close(): Promise<void>;
};

export async function startWechatApi(app: { appId: string; appSecret: string }): Promise<WechatStandIn> {
  let tokens = 0;
  let tickets = 0;
  const s = {
    calls: { token: 0, ticket: 0 },
    current: { token: '', ticket: '' },
    expiresIn: 7200,
    delayMs: 0,
    mode: 'ok' as 'ok' | 'down',
  };
  const newToken = () => (s.current.token = `ACCESS_TOKEN_${++tokens}_${'x'.repeat(100)}`);

  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://stand-in');
    const q = u.searchParams;
    const answer = (body: unknown) => {
      setTimeout(() => {
        if (s.mode === 'down') {
          res.writeHead(502, { 'Content-Type': 'text/html' });
          return res.end('<html><body>502 Bad Gateway</body></html>');
        }
        res.writeHead(200, { 'Content-Type': 'application/json; encoding=utf-8' });
        res.end(JSON.stringify(body));
      }, s.delayMs);
    };
    if (req.method !== 'GET') return answer({ errcode: 43001, errmsg: 'require GET method' });
    if (u.pathname === '/cgi-bin/token') {
      s.calls.token++;
      if (q.get('grant_type') !== 'client_credential') return answer({ errcode: 40002, errmsg: 'invalid grant_type' });
      if (q.get('appid') !== app.appId) return answer({ errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('secret') !== app.appSecret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
      return answer({ access_token: newToken(), expires_in: s.expiresIn });
    }
    if (u.pathname === '/cgi-bin/ticket/getticket') {
      s.calls.ticket++;
      if (q.get('type') !== 'jsapi') return answer({ errcode: 40097, errmsg: 'invalid args' });
      if (!q.get('access_token') || q.get('access_token') !== s.current.token) {
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      }
      s.current.ticket = `JSAPI_TICKET_${++tickets}_sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl`;
      return answer({ errcode: 0, errmsg: 'ok', ticket: s.current.ticket, expires_in: s.expiresIn });
    }
    answer({ errcode: 404, errmsg: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return Object.assign(s, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rotateToken: () => void newToken(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
