// /admin/article/preview/[id]: the article exactly as a visitor will see it (the public page's own component),
// drafts and scheduled ones included. Staff only: the loader asks the console API, and the page is private,
// no-store and noindex like every console page.
import Head from 'next/head';
import Link from '@/components/ui/Link';
import { ArticleView } from '@/components/article/ArticleView';
import { ARTICLE_PHASE_LABELS } from '@/contract/wire/admin-article';
import type { AdminProps } from '@/loaders/admin';
import { type AdminArticlePreviewProps } from '@/loaders/admin-article';

export default function AdminArticlePreviewPage({ article, status }: AdminProps & AdminArticlePreviewProps) {
  return (
    <>
      <Head>
        <title>{`预览：${article.title} - 学院控制台`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <p role="status" style={{ margin: 0, padding: '8px 16px', background: '#fffbe6', borderBottom: '1px solid #ffe58f', fontSize: 14 }}>
        预览（{ARTICLE_PHASE_LABELS[status]}）：{status === 'published' ? '这篇文章已公开。' : '仅工作人员可见，访客看不到这个页面。'}
        <Link href={`/admin/article/${article.id}`} style={{ marginLeft: 12 }}>返回编辑</Link>
      </p>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: '16px' }}>
        <ArticleView article={article} />
      </main>
    </>
  );
}
