// common/makeJsMap (docs/product.md §7): a WeChat JS-SDK config for the page at `url`. With WECHAT_APP_ID and
// WECHAT_APP_SECRET set it is signed with the app's jsapi_ticket (server/wechat); without them appId
// and signature are empty and the client skips wx.config. Either way the address must be a page of
// this site: the signature vouches for it to WeChat.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { getEnv } from '@/contract/env';
import type { ApiJsMap } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { getServerEnv } from '@/server/env';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { jsSdkSignature } from '@/server/wechat/signature';
import { sharedJsapiTicket } from '@/server/wechat/tokens';
import { log } from '@/server/log';

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'];

/**
 * The address as WeChat will check it: absolute, same origin as SITE_URL (scheme, host and port), no
 * #fragment. A site path ("/course") is taken as on SITE_URL. Anything else is null.
 */
export function ownPageUrl(input: string): string | null {
  const site = new URL(getEnv().SITE_URL);
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(input) || input.startsWith('//')) return null;
  if (!input.startsWith('/') && !/^https?:\/\//i.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username || url.password) return null;
  // WeChat compares the signed string with the page's own address, which a browser always has in this
  // normal form; the fragment is never part of it.
  url.hash = '';
  return url.href;
}

export const makeJsMap = defineRoute({
  input: z.object({
    url: z
      .string()
      .max(2048)
      .transform((u, ctx) => {
        const page = ownPageUrl(u);
        if (page === null) {
          ctx.addIssue({ code: 'custom', message: '页面地址不属于本站' });
          return z.NEVER;
        }
        return page;
      }),
  }),
  handler: async ({ url }, { db }): Promise<ApiJsMap> => {
    const env = getServerEnv();
    const timestamp = Math.floor(Date.now() / 1000);
    const nonceStr = randomBytes(12).toString('base64url');
    if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) {
      return { appId: '', timestamp, nonceStr, signature: '', jsApiList: JS_API_LIST };
    }
    const app = { appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET, apiBase: env.WECHAT_API_BASE };
    let ticket: string;
    try {
      ticket = await sharedJsapiTicket(db, app);
    } catch (error) {
      log.error(`[wechat] no jsapi_ticket for ${app.appId}: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiError(Code.WechatUnavailable);
    }
    return { appId: app.appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }), jsApiList: JS_API_LIST };
  },
});
