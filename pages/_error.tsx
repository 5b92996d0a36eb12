import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorScreen } from '@/components/ui/ErrorScreen';
import { ORDER_CENTRE_PATH, OrderCentreClosed } from '@/components/ui/OrderCentreClosed';
import type { ErrorPageProps } from '@/loaders/error-page';

// docs/product.md §2 error screens, one page for all of them: an unknown page "Page not found", 500 "Sorry, the
// service is currently unavailable", any other error "the page does not exist" with home and reload.
// No pages/404 or pages/500: Next prerenders those at build time, without the request's CSP nonce
// (so no script on them could run) and without the site's or the visitor's data.
function ErrorPage({ statusCode, pathname, title }: ErrorPageProps) {
  let screen;
  if (statusCode >= 500) {
    screen = <ErrorScreen status={statusCode} title="抱歉，服务暂时不可用" message="请稍后再试。" showReload />;
  } else if (statusCode === 404 && pathname === ORDER_CENTRE_PATH) {
    screen = (
      <ErrorScreen status={404} title="订单中心暂未开放" message="您的报名、缴费和兑换记录可以在下面这些地方查看。">
        <OrderCentreClosed />
      </ErrorScreen>
    );
  } else if (statusCode === 404) {
    screen = <ErrorScreen status={404} title="页面不存在" message="抱歉，您访问的页面不存在或已被移除。" />;
  } else {
    screen = <ErrorScreen status={statusCode} title="抱歉，您访问的页面不存在。" showReload />;
  }
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {screen}
    </>
  );
}

/** The title of the top bar and the tab: the order centre's 404 is about the order centre. */
function withTitle(props: ErrorPageProps): ErrorPageProps {
  return props.statusCode === 404 && props.pathname === ORDER_CENTRE_PATH ? { ...props, title: '订单中心' } : props;
}

ErrorPage.getInitialProps = async (ctx: NextPageContext): Promise<ErrorPageProps> => {
  // The loader (and the API client behind it) is server code; this branch is dropped from the browser's
  // bundle, where a client-side error keeps the data the store already has.
  if (typeof window === 'undefined') {
    const { loadErrorPage } = await import('@/loaders/error-page');
    return withTitle(await loadErrorPage(ctx));
  }
  const statusCode = ctx.err?.statusCode ?? 500;
  return withTitle({
    statusCode,
    pathname: window.location.pathname,
    title: statusCode >= 500 ? '服务暂时不可用' : '页面不存在',
  });
};

export default ErrorPage;
