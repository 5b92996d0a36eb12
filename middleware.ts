// Edge middleware (DESIGN 5): the route table's guards, from the URL and the cookies only. It is a
// convenience, never the lock: every login page's loader and every API call checks the session again.
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiHomeCommon, Envelope } from '@/lib/api-types';
import { createTtlCache } from '@/lib/cache';
import { buildCsp, createNonce, NONCE_HEADER } from '@/lib/csp';
import { getEnv } from '@/lib/env';
import { decide, GUARD_HEADER, GUARD_NOT_FOUND } from '@/lib/guard';
import { readSessionId } from '@/lib/session-cookie';

// SPEC 9: home data is cached 80 s plus jitter; the middleware only needs categories and redirects.
const commonCache = createTtlCache<ApiHomeCommon>();

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

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const decision = decide({
    pathname,
    search,
    hasSession: Boolean(readSessionId(req.cookies)),
    common: await loadCommon(),
  });

  if (decision.kind === 'login' || decision.kind === 'redirect') {
    const status = decision.kind === 'redirect' && decision.permanent ? 308 : 307;
    return NextResponse.redirect(new URL(decision.location, req.url), status);
  }

  const nonce = createNonce();
  const csp = buildCsp(nonce, process.env.NODE_ENV !== 'production');
  const headers = new Headers(req.headers);
  headers.set(NONCE_HEADER, nonce);
  // The page's loader answers 404 when told so. A rewrite to /404 would be simpler, but Next 16 takes it
  // for an external URL (and proxies it to itself) whenever the server is bound to a host name (-H).
  headers.delete(GUARD_HEADER);
  if (decision.kind === 'notFound') headers.set(GUARD_HEADER, GUARD_NOT_FOUND);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', csp);
  return res;
}

export const config = {
  // Every page; not the API, Next's own files, or public files (anything with an extension).
  matcher: ['/((?!api/|_next/static|_next/image|.*\\..*).*)'],
};
