// The one loader every page runs (docs/architecture.md §5 "Data flow"): the route table's guards again (the
// middleware is a convenience, this is the lock), home/common (cached, the same for everyone) and the
// visitor's own userInfo (never cached), then the page's own data.
import { CACHE_LABELS } from '@/contract/cache-labels';
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ApiHomeCommon, ApiUserInfo } from '@/contract/api-types';
import { createTtlCache } from '@/lib/cache';
import { Code } from '@/contract/codes';
import { getEnv } from '@/contract/env';
import { GUARD_HEADER, GUARD_NOT_FOUND, loginAddress } from '@/lib/guard';
import { ApiCodeError, createApiClient } from '@/lib/http';
import { inviteFromRequest } from '@/lib/invite';
import { templateUserInfo } from '@/lib/member-template';
import { matchAnyRoute } from '@/lib/admin-routes';
import { isRouteAllowedForScope, type RouteDef } from '@/lib/routes';
import type { CommonProps } from '@/stores/common-store';

export type ApiClient = ReturnType<typeof createApiClient>;

export type PageContext = {
  ctx: GetServerSidePropsContext;
  api: ApiClient;
  route: RouteDef;
  params: Record<string, string>;
  common: ApiHomeCommon;
  userInfo: ApiUserInfo;
};

/** What every page receives besides its own props. */
export type BaseProps = { common: CommonProps; site: ApiHomeCommon['site']; siteUrl: string };

export type PageLoader<P> = (page: PageContext) => Promise<GetServerSidePropsResult<P>>;

// docs/product.md §9: home data cached in memory; one entry, shared by all visitors because it has no user data.
const homeCommonCache = createTtlCache<ApiHomeCommon>({ label: CACHE_LABELS.homeCommon });

export function clearHomeCommonCache(): void {
  homeCommonCache.clear();
}

function pathnameOf(resolvedUrl: string): string {
  return new URL(resolvedUrl, 'http://x').pathname;
}

/**
 * What every page needs from the API: home/common (cached, the same for everyone) and userInfo (never), or, for the
 * members' HTML cache's own request, the placeholder member it asks for (lib/member-template.ts).
 */
export function loadVisitor(api: ApiClient, template: ApiUserInfo | null = null): Promise<[ApiHomeCommon, ApiUserInfo]> {
  return Promise.all([
    homeCommonCache.getOrLoad('home/common', () => api.call<ApiHomeCommon>('home/common')),
    template ?? api.call<ApiUserInfo>('home/auth'),
  ]);
}

/** The props every page gets besides its own; invite is the code login links carry (docs/product.md §4). */
export function toBaseProps(common: ApiHomeCommon, userInfo: ApiUserInfo, invite: string | null): BaseProps {
  return {
    common: { categories: common.categories, userInfo, invite },
    site: common.site,
    siteUrl: getEnv().SITE_URL.replace(/\/$/, ''),
  };
}

export function withPage<P extends Record<string, unknown> = Record<string, never>>(
  load?: PageLoader<P>,
): GetServerSideProps<P & BaseProps> {
  return async (ctx) => {
    const match = matchAnyRoute(pathnameOf(ctx.resolvedUrl));
    if (!match || match.route.alwaysNotFound || ctx.req.headers[GUARD_HEADER] === GUARD_NOT_FOUND) {
      return { notFound: true };
    }
    const { route, params } = match;
    const api = createApiClient({ req: ctx.req });
    const invite = inviteFromRequest(ctx.query, ctx.req.headers.cookie);
    try {
      const template = route.sameForMembers ? templateUserInfo(ctx.req.headers) : null;
      const [common, userInfo] = await loadVisitor(api, template);
      if (route.needsLogin && !userInfo.login) {
        return { redirect: { destination: loginAddress(ctx.resolvedUrl, invite), permanent: false } };
      }
      if (!isRouteAllowedForScope(route, userInfo.scope)) return { notFound: true };
      if (userInfo.login || route.needsLogin) {
        // docs/security.md: a page that belongs to one user is never stored by a shared cache.
        ctx.res.setHeader('Cache-Control', 'private, no-store');
      }

      const result = load
        ? await load({ ctx, api, route, params, common, userInfo })
        : ({ props: {} as P } as GetServerSidePropsResult<P>);
      if (!('props' in result)) return result;
      const own = await result.props;
      return { props: { ...own, ...toBaseProps(common, userInfo, invite) } };
    } catch (error) {
      if (error instanceof ApiCodeError) {
        if (error.code === Code.NotLoggedIn) {
          return { redirect: { destination: loginAddress(ctx.resolvedUrl, invite), permanent: false } };
        }
        if (error.code === Code.NotFound || error.code === Code.GiftNotFound || error.code === Code.BadInput) {
          return { notFound: true };
        }
      }
      // Anything else (500, network, timeout) renders the 500 screen with status 500.
      throw error;
    }
  };
}
