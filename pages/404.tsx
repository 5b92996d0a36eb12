import Head from 'next/head';
import { ErrorScreen } from '@/components/ui/ErrorScreen';

// SPEC 2: an unknown page shows the 404 page with "Page not found"; it answers with status 404.
export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>页面不存在</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen status={404} title="页面不存在" message="您访问的页面不存在或已被移除。" />
    </>
  );
}
