import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorScreen } from '@/components/ui/ErrorScreen';

type Props = { statusCode: number };

// SPEC 2: 500 has its own screen; any other error says the page does not exist, with a way home and a reload.
function ErrorPage({ statusCode }: Props) {
  const isServerError = statusCode >= 500;
  return (
    <>
      <Head>
        <title>{isServerError ? '服务暂时不可用' : '页面不存在'}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {isServerError ? (
        <ErrorScreen status={statusCode} title="抱歉，服务暂时不可用" message="请稍后再试。" showReload />
      ) : (
        <ErrorScreen status={statusCode} title="抱歉，您访问的页面不存在。" showReload />
      )}
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  return { statusCode };
};

export default ErrorPage;
