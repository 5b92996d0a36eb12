// Sharing inside WeChat (the issue: "sharing set up in the WeChat in-app browser through makeJsMap").
// In WeChat's browser (user agent with MicroMessenger) the page asks common/makeJsMap for a JS-SDK
// configuration signed for its address; when that has an appId, the JS-SDK is loaded and told the
// page's share title, description, link and image, read from the Open Graph tags Seo writes. With no
// WeChat app configured (appId empty, the default) nothing is loaded.
//
// CSP (lib/csp.ts): the JS-SDK comes from res.wx.qq.com. The policy's 'strict-dynamic' lets a script
// added by our own nonce-bearing code run, so no host needs listing; a deployment that drops
// 'strict-dynamic' must add https://res.wx.qq.com to script-src when it configures a WeChat app.
import type { ApiJsMap } from '@/contract/api-types';

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** The part of the WeChat JS-SDK (window.wx) this module uses. */
export type WechatSdk = {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (res: unknown) => void): void;
  updateAppMessageShareData?(data: ShareData): void;
  updateTimelineShareData?(data: Omit<ShareData, 'desc'>): void;
  onMenuShareAppMessage?(data: ShareData): void;
  onMenuShareTimeline?(data: Omit<ShareData, 'desc'>): void;
};

export type ShareData = { title: string; desc: string; link: string; imgUrl: string };

export { isWechatBrowser } from './wechat-ua';

function meta(doc: Document, selector: string): string {
  return doc.querySelector<HTMLMetaElement>(selector)?.content?.trim() ?? '';
}

/** The address without its #fragment, as WeChat signs it. */
export function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/** What to share for the page now shown: its Open Graph tags, falling back to the title and address. */
export function readShareData(doc: Document, href: string): ShareData {
  const base = new URL(href);
  const absolute = (value: string) => (value ? new URL(value, base).toString() : '');
  return {
    title: meta(doc, 'meta[property="og:title"]') || doc.title,
    desc: meta(doc, 'meta[property="og:description"]') || meta(doc, 'meta[name="description"]'),
    link: withoutHash(absolute(meta(doc, 'meta[property="og:url"]')) || href),
    // WeChat crops the thumbnail square: the square image Seo names, else the Open Graph one.
    imgUrl: absolute(meta(doc, 'meta[itemprop="image"]') || meta(doc, 'meta[property="og:image"]')),
  };
}

/**
 * The address to sign. WeChat on iOS keeps the address the visitor landed on for the whole visit of a
 * single-page app, so the signature must be made for that one; Android uses the current address.
 */
export function signatureUrl(userAgent: string, currentHref: string, landingHref: string): string {
  return withoutHash(/iPhone|iPad|iPod/i.test(userAgent) ? landingHref : currentHref);
}

let sdk: Promise<WechatSdk> | undefined;

/** Loads the JS-SDK once; resolves window.wx. */
export function loadWechatSdk(doc: Document = document): Promise<WechatSdk> {
  sdk ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (doc.defaultView as (Window & { wx?: WechatSdk }) | null)?.wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat JS-SDK loaded without window.wx'));
    };
    script.onerror = () => {
      sdk = undefined;
      reject(new Error('WeChat JS-SDK failed to load'));
    };
    doc.head.appendChild(script);
  });
  return sdk;
}

/** Configures the SDK with the signed map and sets the share content (new and old WeChat APIs). */
export function applyShare(wx: WechatSdk, jsMap: ApiJsMap, data: ShareData): void {
  wx.config({
    debug: false,
    appId: jsMap.appId,
    timestamp: jsMap.timestamp,
    nonceStr: jsMap.nonceStr,
    signature: jsMap.signature,
    jsApiList: jsMap.jsApiList,
  });
  wx.ready(() => {
    const timeline = { title: data.title, link: data.link, imgUrl: data.imgUrl };
    wx.updateAppMessageShareData?.(data);
    wx.updateTimelineShareData?.(timeline);
    wx.onMenuShareAppMessage?.(data);
    wx.onMenuShareTimeline?.(timeline);
  });
  // A bad signature (wrong domain set up in WeChat) only loses the custom share card; say so quietly.
  wx.error((res) => console.warn('[wechat] JS-SDK config failed', res));
}
