import type { AppProps } from 'next/app';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { ClientEffects } from '@/components/layout/ClientEffects';
import { Layout } from '@/components/layout/Layout';
import { RouteRobots } from '@/components/seo/RouteRobots';
import type { BaseProps } from '@/loaders/page';
import { getRoute } from '@/lib/routes';
import { guestUserInfo, type CommonProps } from '@/stores/common-store';
import { CommonStoreProvider, useCommonStoreApi } from '@/stores/common-store-context';
// antd-mobile's theme variables (colours, font sizes): imported one by one, its components do not load
// them, and a Dialog then has no background. Ours (globals.css) come after and override the colours.
import 'antd-mobile/es/global/theme-default.css';
import '@/styles/globals.css';

type PageProps = Partial<BaseProps> & {
  title?: string;
  section?: string | null;
  /** A console page (loaders/admin.ts): it draws its own frame, without the site's header, menu and tab bar. */
  adminFrame?: boolean;
};

// Static screens (404, 500) have no loader: they get the guest menu built from the spec's own entries.
const fallbackCommon: CommonProps = { categories: [], userInfo: guestUserInfo };

/** In the browser one store lives across navigations; each new page's data is poured into it. */
function HydrateOnNavigation({ common }: { common: CommonProps | undefined }) {
  const store = useCommonStoreApi();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (common) store.getState().hydrate(common);
  }, [common, store]);
  return null;
}

export default function App({ Component, pageProps, router }: AppProps<PageProps>) {
  const route = getRoute(router.pathname);
  const title = pageProps.title ?? route?.title ?? '';
  return (
    <CommonStoreProvider initial={pageProps.common ?? fallbackCommon}>
      <HydrateOnNavigation common={pageProps.common} />
      <ClientEffects route={route} />
      <RouteRobots route={route} />
      {pageProps.adminFrame ? (
        // A console page brings its own outer layer (antd's providers), so antd stays out of this file.
        ((Component as { getLayout?: (page: ReactElement) => ReactNode }).getLayout ?? ((page) => page))(<Component {...pageProps} />)
      ) : (
        <Layout route={route} site={pageProps.site} title={title} section={pageProps.section}>
          <Component {...pageProps} />
        </Layout>
      )}
    </CommonStoreProvider>
  );
}
