// /admin/article/[id]: an article's form (id "new" opens an empty one), with its state and a link to its public page.
import { Tag } from 'antd';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ArticleForm } from '@/components/admin/article/ArticleForm';
import { ARTICLE_PHASE_LABELS } from '@/contract/wire/admin-article';
import type { AdminProps } from '@/loaders/admin';
import { type AdminArticleEditProps } from '@/loaders/admin-article';

const PHASE_COLOR = { draft: 'default', scheduled: 'gold', published: 'success' } as const;

export default function AdminArticleEditPage({ staff, options, article }: AdminProps & AdminArticleEditProps) {
  const extra = article ? (
    <>
      <Tag color={PHASE_COLOR[article.phase]}>{ARTICLE_PHASE_LABELS[article.phase]}{article.phase === 'scheduled' ? ` ${article.publishAt}` : ''}</Tag>
      {article.phase === 'published' && <a href={`/detail/${article.id}`} target="_blank" rel="noreferrer">查看公开页面</a>}
    </>
  ) : undefined;
  return (
    <AdminLayout staff={staff} title={article ? `编辑文章：${article.title}` : '写文章'} extra={extra}>
      <ArticleForm key={article ? `${article.id}-${article.updatedAt}` : 'new'} article={article} options={options} />
    </AdminLayout>
  );
}
