// The error screens' data (pages/_error.tsx renders 404, 500 and every other error). They are rendered
// per request, not prerendered: a prerendered screen has no CSP nonce, so the policy blocked every
// script on it, and it knew neither the site nor the visitor. On the server they load what any page
// loads (home/common and userInfo) so the header, menus and login link are the visitor's own; in the
// browser (a client-side error) the store keeps what it has.
import type { NextPageContext } from 'next';
import type { ApiHomeCommon, ApiUserInfo } from '@/contract/api-types';
import { createApiClient } from '@/lib/http';
import { inviteFromRequest } from '@/lib/invite';
import { loadVisitor, toBaseProps, type BaseProps } from './page';

export type ErrorPageProps = Partial<BaseProps> & {
  statusCode: number;
  /** The address the visitor asked for (path only), which some 404s explain (the order centre). */
  pathname: string;
  title: string;
};

/**
 * An error screen must not wait as long as a page: when it shows because the API is slow, asking the API
 * again would double the wait. Without the data the screen still works, with the guest header.
 */
export const ERROR_PAGE_API_BUDGET_MS = 1500;

function titleOf(statusCode: number): string {
  return statusCode >= 500 ? '服务暂时不可用' : '页面不存在';
}

function pathnameOf(asPath: string | undefined): string {
  try {
    return new URL(asPath ?? '/', 'http://x').pathname;
  } catch {
    return '/';
  }
}

async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function loadErrorPage(ctx: NextPageContext, budgetMs = ERROR_PAGE_API_BUDGET_MS): Promise<ErrorPageProps> {
  const statusCode = ctx.res?.statusCode ?? ctx.err?.statusCode ?? 500;
  const base = { statusCode, pathname: pathnameOf(ctx.asPath), title: titleOf(statusCode) };
  const { req, res } = ctx;
  if (!req || !res) return base;

  const loaded = await withinBudget<[ApiHomeCommon, ApiUserInfo]>(loadVisitor(createApiClient({ req })), budgetMs);
  if (!loaded) return base;
  const [common, userInfo] = loaded;
  // docs/security.md: the header then shows the visitor's name; such a page is never kept by a shared cache.
  if (userInfo.login) res.setHeader('Cache-Control', 'private, no-store');
  return { ...base, ...toBaseProps(common, userInfo, inviteFromRequest(ctx.query, req.headers.cookie)) };
}
