// Edge middleware (docs/architecture.md §5): the route table's guards, from the URL and the cookies only. It is a
// convenience, never the lock: every login page's loader and every API call checks the session again.
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiHomeCommon, Envelope } from '@/contract/api-types';
import { createTtlCache } from '@/lib/cache';
import { buildCsp, createNonce, NONCE_HEADER } from '@/lib/csp';
import { getEnv } from '@/contract/env';
import { decideAdmin } from '@/lib/admin-routes';
import { decide, GUARD_HEADER, GUARD_NOT_FOUND, loginAddress } from '@/lib/guard';
import { validInviteOrNull } from '@/lib/invite';
import { badImageRequest, isImageSourceAllowed, isPageMethodAllowed, methodNotAllowed, strictTransportSecurity } from '@/lib/request-rules';
import { INVITE_KEY, readSessionId } from '@/contract/session-cookie';

// docs/product.md §9: home data is cached 80 s plus jitter; the middleware only needs categories and redirects.
const commonCache = createTtlCache<ApiHomeCommon>();

/** Least time between two reloads of the copy forced by a 404 (a crawler's misses must not each cost a call). */
const RELOAD_ON_MISS_MS = 3000;
let lastReloadAt = 0;

async function loadCommon(): Promise<ApiHomeCommon | null> {
  try {
    return await commonCache.getOrLoad('home/common', async () => {
      const res = await fetch(`${getEnv().apiOrigin}/api/med/home/common`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        signal: AbortSignal.timeout(getEnv().API_TIMEOUT_MS),
      });
      const body = (await res.json()) as Envelope<ApiHomeCommon>;
      if (body.code !== 0) throw new Error(`home/common answered ${body.code}`);
      return body.data;
    });
  } catch {
    // The page itself will show the 500 screen if the API is really down.
    return null;
  }
}

/**
 * docs/security.md "Headers": HSTS when the public origin is https. It depends on SITE_URL at run time, so it is
 * set here; nosniff and the Referrer-Policy are the same everywhere and come from next.config.js.
 */
function withTransportSecurity(res: NextResponse): NextResponse {
  const hsts = strictTransportSecurity(getEnv().SITE_URL);
  if (hsts) res.headers.set('Strict-Transport-Security', hsts);
  return res;
}

function answer({ status, headers, body }: { status: number; headers: Record<string, string>; body: string }) {
  return withTransportSecurity(new NextResponse(body, { status, headers }));
}

export async function middleware(req: NextRequest) {
  const { pathname, search, searchParams } = req.nextUrl;
  // Next's image optimizer takes "/\host/..." for a local image and fails on it with a 500.
  if (pathname.startsWith('/_next/image')) {
    return isImageSourceAllowed(searchParams.get('url')) ? withTransportSecurity(NextResponse.next()) : answer(badImageRequest());
  }
  if (!isPageMethodAllowed(req.method)) return answer(methodNotAllowed());

  const hasSession = Boolean(readSessionId(req.cookies));
  const invite = validInviteOrNull(req.cookies.get(INVITE_KEY)?.value);
  // The console has a route table of its own (lib/admin-routes.ts); it needs no common data.
  let decision =
    decideAdmin(pathname, search, hasSession, (to) => loginAddress(to, invite)) ??
    decide({ pathname, search, hasSession, invite, common: await loadCommon() });
  // A category an editor added a moment ago is unknown to this copy, which is not on the cache bus and would
  // answer its address 404 until it expires (110 s): a 404 reloads the copy first, at most every few seconds.
  if (decision.kind === 'notFound' && Date.now() - lastReloadAt > RELOAD_ON_MISS_MS && !pathname.startsWith('/admin')) {
    lastReloadAt = Date.now();
    commonCache.clear();
    decision = decide({ pathname, search, hasSession, invite, common: await loadCommon() });
  }

  if (decision.kind === 'login' || decision.kind === 'redirect') {
    const status = decision.kind === 'redirect' && decision.permanent ? 308 : 307;
    return withTransportSecurity(NextResponse.redirect(new URL(decision.location, req.url), status));
  }

  const nonce = createNonce();
  const csp = buildCsp(nonce, process.env.NODE_ENV !== 'production', getEnv().MEDIA_ALLOW_HOSTS);
  const headers = new Headers(req.headers);
  headers.set(NONCE_HEADER, nonce);
  // The page's loader answers 404 when told so. A rewrite to /404 would be simpler, but Next 16 takes it
  // for an external URL (and proxies it to itself) whenever the server is bound to a host name (-H).
  headers.delete(GUARD_HEADER);
  if (decision.kind === 'notFound') headers.set(GUARD_HEADER, GUARD_NOT_FOUND);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', csp);
  return withTransportSecurity(res);
}

export const config = {
  // Every page and the image optimizer; not the API, Next's own files, or public files (anything with
  // an extension).
  matcher: ['/((?!api/|_next/static|.*\\..*).*)'],
};
