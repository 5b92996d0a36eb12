// /detail/{id}: an article (news, science, notice, project, about page or journal paper): sanitized
// rich text, cover, source, author, date, tags, attachments, related articles and neighbours.
import { ArticleView, articleCrumbs } from '@/components/article/ArticleView';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { articleJsonLd, citationMeta } from '@/lib/article-json-ld';
import type { ArticleDetailProps } from '@/loaders/article-detail';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/article-detail';

export default function ArticlePage({ article: a, site, siteUrl }: ArticleDetailProps & BaseProps) {
  const crumbs = articleCrumbs(a);
  return (
    <>
      <Seo
        title={a.title}
        site={site}
        siteUrl={siteUrl}
        path={`/detail/${a.id}`}
        description={a.summary}
        image={a.cover ?? undefined}
        type="article"
        meta={citationMeta(a, siteUrl)}
        jsonLd={[articleJsonLd(a, { site, siteUrl }), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <ArticleView article={a} />
    </>
  );
}
