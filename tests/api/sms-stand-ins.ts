// Local stand-ins for Alibaba Cloud SMS and Tencent Cloud SMS, for tests of server/sms. Each listens on
// 127.0.0.1 on a free port, checks a request the way the real service does (the action, the fields,
// and the signature made with the secret key it was given), records what it accepted, and answers as
// the real service answers: success, a refusal, or (mode 'hang') nothing at all.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'ok' | 'refuse' | 'error' | 'hang';

/** One SendSms the stand-in checked: the fields a test asserts on, and whether its signature held. */
export type SentSms = {
  phone: string;
  signName: string;
  template: string;
  /** The template's parameters as sent: Alibaba's JSON object, Tencent's list. */
  params: unknown;
  signatureOk: boolean;
  problems: string[];
};

export type StandIn = {
  url: string;
  mode: Mode;
  /** The secret the stand-in checks signatures with; change it to play a service that does not know our key. */
  secret: string;
  sent: SentSms[];
  close(): Promise<void>;
};

function standIn(url: string, state: { mode: Mode; secret: string; sent: SentSms[] }, server: http.Server): StandIn {
  return {
    url,
    get mode() {
      return state.mode;
    },
    set mode(m: Mode) {
      state.mode = m;
    },
    get secret() {
      return state.secret;
    },
    set secret(s: string) {
      state.secret = s;
    },
    sent: state.sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(handler: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    readBody(req).then((body) => handler(req, body, res), () => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Alibaba's RFC 3986 percent-encoding for canonical strings. */
function acsEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25) as its V3 signature documents it: the action in x-acs-action,
 * the fields in the query, Authorization "ACS3-HMAC-SHA256 Credential=<id>,SignedHeaders=...,Signature=..."
 * over method, path, sorted query, the signed headers and the body's sha256.
 */
export async function startAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }): Promise<StandIn> {
  const state = { mode: 'ok' as Mode, secret: keys.accessKeySecret, sent: [] as SentSms[] };
  const { server, url } = await listen((req, body, res) => {
    const problems: string[] = [];
    const u = new URL(req.url ?? '/', 'http://stand-in');
    const q = u.searchParams;
    if (req.method !== 'POST') problems.push(`method ${req.method}`);
    if (u.pathname !== '/') problems.push(`path ${u.pathname}`);
    if (req.headers['x-acs-action'] !== 'SendSms') problems.push(`action ${req.headers['x-acs-action']}`);
    if (req.headers['x-acs-version'] !== '2017-05-25') problems.push(`version ${req.headers['x-acs-version']}`);
    if (req.headers['x-acs-content-sha256'] !== sha256(body)) problems.push('body hash');

    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
    let signatureOk = false;
    if (!auth) problems.push('no ACS3 Authorization');
    else {
      const [, keyId, signedHeaders, signature] = auth;
      if (keyId !== keys.accessKeyId) problems.push(`access key ${keyId}`);
      const names = signedHeaders.split(';');
      for (const must of ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version']) {
        if (!names.includes(must)) problems.push(`unsigned header ${must}`);
      }
      const query = [...new Set(q.keys())]
        .sort()
        .map((k) => `${acsEncode(k)}=${acsEncode(q.get(k) ?? '')}`)
        .join('&');
      const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
      const canonical = [req.method, u.pathname, query, headers, signedHeaders, sha256(body)].join('\n');
      const expected = hmac(state.secret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex');
      signatureOk = expected === signature;
      if (!signatureOk) problems.push('signature');
    }

    let params: unknown = null;
    try {
      params = JSON.parse(q.get('TemplateParam') ?? '');
    } catch {
      problems.push('TemplateParam is not JSON');
    }
    state.sent.push({
      phone: q.get('PhoneNumbers') ?? '',
      signName: q.get('SignName') ?? '',
      template: q.get('TemplateCode') ?? '',
      params,
      signatureOk,
      problems,
    });

    const requestId = `STAND-IN-${state.sent.length}`;
    if (state.mode === 'hang') return; // never answers; the SDK's timeout has to end it
    if (!signatureOk) {
      return json(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature does not match our calculation.', RequestId: requestId });
    }
    // Like a gateway that echoes the request it failed on: whatever logs this must not log the code.
    if (state.mode === 'error') {
      return json(res, 503, { Code: 'ServiceUnavailable', Message: `The request has failed due to a temporary failure of the server. Request: ${u.search}`, RequestId: requestId });
    }
    if (state.mode === 'refuse') {
      return json(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: requestId });
    }
    json(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId });
  });
  return standIn(url, state, server);
}

/**
 * Tencent Cloud SMS (2021-01-11) as its TC3-HMAC-SHA256 signature documents it: a JSON POST with the
 * action in X-TC-Action, Authorization "TC3-HMAC-SHA256 Credential=<id>/<date>/<service>/tc3_request,
 * SignedHeaders=content-type;host, Signature=...", the key derived from the date and the service.
 */
export async function startTencentSms(keys: { secretId: string; secretKey: string }): Promise<StandIn> {
  const state = { mode: 'ok' as Mode, secret: keys.secretKey, sent: [] as SentSms[] };
  const { server, url } = await listen((req, body, res) => {
    const problems: string[] = [];
    const u = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'POST') problems.push(`method ${req.method}`);
    if (req.headers['x-tc-action'] !== 'SendSms') problems.push(`action ${req.headers['x-tc-action']}`);
    if (req.headers['x-tc-version'] !== '2021-01-11') problems.push(`version ${req.headers['x-tc-version']}`);
    if (!req.headers['x-tc-region']) problems.push('no region');
    if (!String(req.headers['content-type']).startsWith('application/json')) problems.push(`content-type ${req.headers['content-type']}`);

    const timestamp = Number(req.headers['x-tc-timestamp']);
    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
    let signatureOk = false;
    if (!auth) problems.push('no TC3 Authorization');
    else {
      const [, secretId, date, service, signedHeaders, signature] = auth;
      if (secretId !== keys.secretId) problems.push(`secret id ${secretId}`);
      if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) problems.push('date does not match X-TC-Timestamp');
      if (Math.abs(Date.now() / 1000 - timestamp) > 300) problems.push('stale timestamp');
      // The real service signs the host name it was called at; here that is the stand-in's.
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const headers = signedHeaders
        .split(';')
        .map((n) => `${n}:${(n === 'host' ? host : String(req.headers[n] ?? '')).trim().toLowerCase()}\n`)
        .join('');
      const canonical = ['POST', u.pathname, u.search.slice(1), headers, signedHeaders, sha256(body)].join('\n');
      const scope = `${date}/${service}/tc3_request`;
      const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
      const key = hmac(hmac(hmac(`TC3${state.secret}`, date), service), 'tc3_request');
      signatureOk = hmac(key, toSign).toString('hex') === signature;
      if (!signatureOk) problems.push('signature');
    }

    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      problems.push('body is not JSON');
    }
    const phones = payload.PhoneNumberSet as string[] | undefined;
    state.sent.push({
      phone: phones?.[0] ?? '',
      signName: String(payload.SignName ?? ''),
      template: String(payload.TemplateId ?? ''),
      params: payload.TemplateParamSet,
      signatureOk,
      problems: payload.SmsSdkAppId ? problems : [...problems, 'no SmsSdkAppId'],
    });

    const RequestId = `stand-in-${state.sent.length}`;
    if (state.mode === 'hang') return;
    // The API answers HTTP 200 for its own errors too, with Response.Error.
    if (!signatureOk) {
      return json(res, 200, { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId } });
    }
    if (state.mode === 'error') {
      // Echoes the parameters, as some of its errors do: whatever logs this must not log the code.
      const echo = JSON.stringify(payload.TemplateParamSet);
      return json(res, 200, { Response: { Error: { Code: 'InternalError.Timeout', Message: `请求下发短信超时，请参考 60 秒内重试。TemplateParamSet=${echo}` }, RequestId } });
    }
    const status =
      state.mode === 'refuse'
        ? { Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: '单个手机号30秒内下发短信条数超过设定的上限，可自行到控制台调整短信频率限制策略。' }
        : { Code: 'Ok', Message: 'send success' };
    json(res, 200, {
      Response: {
        SendStatusSet: [{ SerialNo: `2028:${Date.now()}`, PhoneNumber: phones?.[0] ?? '', Fee: 1, SessionContext: '', IsoCode: 'CN', ...status }],
        RequestId,
      },
    });
  });
  return standIn(url, state, server);
}
