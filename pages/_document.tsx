import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle } from '@ant-design/cssinjs';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { NONCE_HEADER } from '@/lib/csp';
import { getAnyRoute } from '@/lib/admin-routes';

type Props = DocumentInitialProps & { nonce?: string };

const ADMIN_PAGE = '/admin/[[...path]]';
type StyleCache = ReturnType<typeof createCache>;

// The console's antd styles of this request (components/admin/AdminLayout reads it while rendering). Passed
// through AsyncLocalStorage on globalThis rather than a React context: _document and the page are bundled
// apart, so a context from here would not be the one antd reads in the page.
const ANTD_STYLE_CACHE = Symbol.for('med.antdStyleCache');
const holder = globalThis as { [ANTD_STYLE_CACHE]?: AsyncLocalStorage<StyleCache> };
const styleCaches = (holder[ANTD_STYLE_CACHE] ??= new AsyncLocalStorage<StyleCache>());

export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const header = ctx.req?.headers[NONCE_HEADER];
    const nonce = typeof header === 'string' ? header : undefined;
    // Console pages (antd) write their styles while rendering: collect them so the page arrives styled
    // (the antd guide for the pages router). Public pages have no antd and skip this.
    // Console screens are all served by one catch-all page (pages/admin/[[...path]].tsx), whose pattern is
    // no entry of the route tables.
    if (ctx.pathname !== ADMIN_PAGE && getAnyRoute(ctx.pathname)?.layout !== 'admin') {
      return { ...(await Document.getInitialProps(ctx)), nonce };
    }
    const cache = createCache();
    // An enhancer makes Next render the page here, inside run(); without one it reuses a body rendered before.
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () => originalRenderPage({ enhanceApp: (App) => (props) => <App {...props} /> });
    const initial = await styleCaches.run(cache, () => Document.getInitialProps(ctx));
    const style = extractStyle(cache, true);
    return {
      ...initial,
      nonce,
      styles: (
        <>
          {initial.styles}
          <style id="antd-ssr" nonce={nonce} dangerouslySetInnerHTML={{ __html: style }} />
        </>
      ),
    };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="zh-CN">
        <Head nonce={nonce}>
          <meta name="format-detection" content="telephone=no" />
          {/* favicon.ico for browsers and crawlers that read no SVG icon; iOS home screens take only a
              PNG touch icon. */}
          <link rel="icon" href="/favicon.ico" sizes="48x48" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
