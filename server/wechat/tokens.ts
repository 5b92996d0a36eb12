// The JS-SDK ticket (jsapi_ticket) for WECHAT_APP_ID, through the access token it needs. Both live
// 7200 s and WeChat caps how many may be fetched a day, so they are cached in the database (shared by
// every process) and fetched again only when less than REFRESH_MARGIN_MS is left. A refresh runs under
// an advisory lock and looks again once it holds it, so processes that find the ticket stale at the
// same moment fetch it once between them; within one process, concurrent callers share one promise.
import { and, eq, gt, sql } from 'drizzle-orm';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { wechatTokens } from './schema';

export const REFRESH_MARGIN_MS = 5 * 60_000;
/** One call to WeChat may take this long; a refresh holds its lock for at most a few of them. */
const FETCH_TIMEOUT_MS = 4000;
/** errcodes meaning "that access token is no longer good": fetch a new one and try once more. */
const TOKEN_REJECTED = new Set([40001, 40014, 42001]);

export type WechatApp = { appId: string; appSecret: string; apiBase: string };

/** WeChat answered with an errcode, or not at all. The message never holds the secret. */
export class WechatApiError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'WechatApiError';
  }
}

type Kind = 'access_token' | 'jsapi_ticket';

async function callWechat(app: WechatApp, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(path, app.apiBase);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new WechatApiError(`${path}: ${error instanceof Error ? error.name : 'failed'}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new WechatApiError(`${path}: HTTP ${res.status}, not JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new WechatApiError(`${path}: HTTP ${res.status}, not an object`);
  const data = body as Record<string, unknown>;
  if (typeof data.errcode === 'number' && data.errcode !== 0) {
    throw new WechatApiError(`${path}: errcode ${data.errcode} ${String(data.errmsg ?? '').slice(0, 200)}`, data.errcode);
  }
  return data;
}

/** The value and lifetime WeChat gave, checked: a missing field must not be cached as a ticket. */
function issued(data: Record<string, unknown>, field: 'access_token' | 'ticket', now: Date): { value: string; expiresAt: Date } {
  const value = data[field];
  const seconds = Number(data.expires_in);
  if (typeof value !== 'string' || value === '' || value.length > 512 || !Number.isFinite(seconds) || seconds <= 0) {
    throw new WechatApiError(`answer without a usable ${field}`);
  }
  return { value, expiresAt: new Date(now.getTime() + seconds * 1000) };
}

async function cached(db: Db | Tx, appId: string, kind: Kind, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ value: wechatTokens.value })
    .from(wechatTokens)
    .where(and(eq(wechatTokens.appId, appId), eq(wechatTokens.kind, kind), gt(wechatTokens.expiresAt, new Date(now.getTime() + REFRESH_MARGIN_MS))));
  return row?.value ?? null;
}

async function store(tx: Tx, appId: string, kind: Kind, value: string, expiresAt: Date, now: Date): Promise<void> {
  await tx
    .insert(wechatTokens)
    .values({ appId, kind, value, expiresAt, fetchedAt: now })
    .onConflictDoUpdate({ target: [wechatTokens.appId, wechatTokens.kind], set: { value, expiresAt, fetchedAt: now } });
}

async function freshAccessToken(tx: Tx, app: WechatApp, now: Date): Promise<string> {
  const data = await callWechat(app, '/cgi-bin/token', { grant_type: 'client_credential', appid: app.appId, secret: app.appSecret });
  const token = issued(data, 'access_token', now);
  await store(tx, app.appId, 'access_token', token.value, token.expiresAt, now);
  return token.value;
}

async function refreshTicket(db: Db, app: WechatApp, now: Date): Promise<string> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat:${app.appId}`}))`);
    // Another process may have refreshed it while this one waited for the lock.
    const ticket = await cached(tx, app.appId, 'jsapi_ticket', now);
    if (ticket) return ticket;
    let token = (await cached(tx, app.appId, 'access_token', now)) ?? (await freshAccessToken(tx, app, now));
    let data: Record<string, unknown>;
    try {
      data = await callWechat(app, '/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
    } catch (error) {
      // A cached token voided early (fetched again elsewhere, e.g. by another tool using this app).
      if (!(error instanceof WechatApiError && error.errcode !== undefined && TOKEN_REJECTED.has(error.errcode))) throw error;
      token = await freshAccessToken(tx, app, now);
      data = await callWechat(app, '/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
    }
    const fresh = issued(data, 'ticket', now);
    await store(tx, app.appId, 'jsapi_ticket', fresh.value, fresh.expiresAt, now);
    return fresh.value;
  });
}

/** The current jsapi_ticket, from the database while it has more than 5 minutes left. */
export async function jsapiTicket(db: Db, app: WechatApp, now = new Date()): Promise<string> {
  return (await cached(db, app.appId, 'jsapi_ticket', now)) ?? refreshTicket(db, app, now);
}

const inFlight = new Map<string, Promise<string>>();

/** jsapiTicket, with concurrent callers in this process sharing one look-up. */
export function sharedJsapiTicket(db: Db, app: WechatApp): Promise<string> {
  let pending = inFlight.get(app.appId);
  if (!pending) {
    pending = jsapiTicket(db, app).finally(() => inFlight.delete(app.appId));
    inFlight.set(app.appId, pending);
  }
  return pending;
}
