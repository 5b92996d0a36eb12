import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { NONCE_HEADER } from '@/lib/csp';

type Props = DocumentInitialProps & { nonce?: string };

export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const header = ctx.req?.headers[NONCE_HEADER];
    return { ...initial, nonce: typeof header === 'string' ? header : undefined };
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
