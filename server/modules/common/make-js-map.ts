// common/makeJsMap (SPEC 7): a WeChat JS-SDK config for the page at `url`. No WeChat app is configured
// in this project, so appId and signature are empty and the client skips wx.config; the page address
// must still be one of ours.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ApiJsMap } from '@/lib/api-types';
import { safeRedirectOrNull } from '@/lib/safe-redirect';
import { defineRoute } from '@/server/http/route';
import { redirectHosts } from '@/server/modules/passport/redirect-hosts';

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'];

export const makeJsMap = defineRoute({
  input: z.object({
    url: z
      .string()
      .max(2048)
      .refine((u) => safeRedirectOrNull(u, redirectHosts()) !== null, '页面地址不属于本站'),
  }),
  handler: async (): Promise<ApiJsMap> => ({
    appId: '',
    timestamp: Math.floor(Date.now() / 1000),
    nonceStr: randomBytes(12).toString('base64url'),
    signature: '',
    jsApiList: JS_API_LIST,
  }),
});
