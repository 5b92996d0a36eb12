// Whether the page runs in WeChat's in-app browser: the one test every page makes at start, kept apart from
// lib/wechat-share.ts so that the sharing code is downloaded only where it is used.

export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
