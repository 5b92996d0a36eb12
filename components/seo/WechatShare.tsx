// Mounted once (components/layout/ClientEffects.tsx): in WeChat's browser, after every page view, sets
// the share card from the page's Open Graph tags (lib/wechat-share.ts). Elsewhere it does nothing.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { ApiJsMap } from '@/contract/api-types';
import { getBrowserApiClient } from '@/lib/http';
import { isWechatBrowser } from '@/lib/wechat-ua';

async function shareThisPage(landingHref: string): Promise<void> {
  // Only WeChat's browser runs the rest, so only it downloads it: not part of every page's first load.
  const { applyShare, loadWechatSdk, readShareData, signatureUrl } = await import('@/lib/wechat-share');
  const ua = navigator.userAgent;
  const url = signatureUrl(ua, window.location.href, landingHref);
  const jsMap = await getBrowserApiClient().call<ApiJsMap>('common/makeJsMap', { url }, { silent: true });
  // No WeChat app configured: nothing to load, nothing to set.
  if (!jsMap.appId) return;
  const wx = await loadWechatSdk();
  applyShare(wx, jsMap, readShareData(document, window.location.href));
}

export function WechatShare() {
  const router = useRouter();
  useEffect(() => {
    if (!isWechatBrowser(navigator.userAgent)) return;
    const landingHref = window.location.href;
    const run = () => {
      // next/head writes the new page's tags after the route change; read them on the next tick.
      window.setTimeout(() => void shareThisPage(landingHref).catch((err) => console.warn('[wechat] share setup failed', err)), 0);
    };
    run();
    router.events.on('routeChangeComplete', run);
    return () => router.events.off('routeChangeComplete', run);
  }, [router.events]);
  return null;
}
