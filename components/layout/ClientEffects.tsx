// Browser-only behaviour that runs once per visit or per navigation (docs/product.md §4): the invite code, the
// single sign-on check, the hourly build check, where the API client sends the visitor on 500 and 2404, scroll to
// top on entry, and the share card inside WeChat.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { WechatShare } from '@/components/seo/WechatShare';
import { setNotFoundHandler, setServerErrorHandler } from '@/lib/http';
import { captureInvite } from '@/lib/invite';
import type { RouteDef } from '@/lib/routes';
import { getInSiteHistory, historyKey } from '@/lib/site-nav';
import { whenIdle } from '@/lib/when-idle';
import { useCommonStoreApi } from '@/stores/common-store-context';

export function ClientEffects({ route }: { route: RouteDef | undefined }) {
  const router = useRouter();
  const store = useCommonStoreApi();
  const scrollToTop = route?.scrollToTop ?? true;

  // Once per visit.
  useEffect(() => {
    captureInvite();
    // docs/product.md §8: code 500 shows the error page with status 500; 2404 (gift detail) the 404 page.
    setServerErrorHandler(() => void router.push('/500'));
    setNotFoundHandler(() => void router.push('/404'));
    // The SSO check reads a cookie and local storage: after hydration, not inside it (lib/when-idle.ts). Neither it
    // nor the build check is needed before then, so their code is loaded then too, not with every page.
    let stopped = false;
    let stopBuildCheck = () => {};
    const cancel = whenIdle(() => {
      void Promise.all([import('@/lib/sso'), import('@/lib/build-check')]).then(([{ checkSso }, { startBuildCheck }]) => {
        if (stopped) return;
        void checkSso({
          getUserInfo: () => store.getState().userInfo,
          onLogin: (userInfo) => store.getState().setUserInfo(userInfo),
        });
        stopBuildCheck = startBuildCheck();
      }, () => {
        // Offline, or the files are gone with a new deploy: both checks are a bonus, and the next page load runs them.
      });
    });
    return () => {
      stopped = true;
      cancel();
      stopBuildCheck();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, by design
  }, []);

  // Which history entries lead back to a page of ours, for the mobile back arrow.
  useEffect(() => {
    const history = getInSiteHistory();
    if (!history) return;
    const onStart = () => history.start(historyKey(window.history.state));
    const onComplete = () => history.complete(historyKey(window.history.state));
    const onPop = () => history.popState();
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    window.addEventListener('popstate', onPop);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      window.removeEventListener('popstate', onPop);
    };
  }, [router.events]);

  // Scroll to the top on entry, but not when the visitor goes back or forward: the browser restores
  // where they were, and a reset here could undo it.
  useEffect(() => {
    let popped = false;
    const onPop = () => {
      popped = true;
    };
    const onDone = () => {
      if (scrollToTop && !popped) window.scrollTo(0, 0);
      popped = false;
    };
    window.addEventListener('popstate', onPop);
    router.events.on('routeChangeComplete', onDone);
    return () => {
      window.removeEventListener('popstate', onPop);
      router.events.off('routeChangeComplete', onDone);
    };
  }, [router.events, scrollToTop]);

  return <WechatShare />;
}
