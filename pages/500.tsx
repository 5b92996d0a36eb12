import Head from 'next/head';
import { ErrorScreen } from '@/components/ui/ErrorScreen';

// SPEC 2: status 500 shows "Sorry, the service is currently unavailable".
export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <title>服务暂时不可用</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen status={500} title="抱歉，服务暂时不可用" message="请稍后再试。" showReload />
    </>
  );
}
