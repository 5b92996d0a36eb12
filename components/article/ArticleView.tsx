// The article as a visitor sees it (/detail/{id}): breadcrumbs, title, meta, cover, the sanitized body,
// attachments, tags, neighbours and the related list. The public page and the console's preview
// (/admin/article/preview/[id]) both render this, so a preview is exactly what will be published.
import Link from '@/components/ui/Link';
import { AttachmentList } from '@/components/article/AttachmentList';
import styles from '@/components/article/detail.module.css';
import { TagLinks } from '@/components/article/TagLinks';
import { ArticleList } from '@/components/cards/ArticleList';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { fitHeadings } from '@/lib/heading-levels';
import { issueName } from '@/lib/article-json-ld';
import { formatDate } from '@/contract/time';
import type { ApiArticleDetail } from '@/contract/wire/article';

/** The breadcrumb trail of an article: home, its issue or its categories, itself. */
export function articleCrumbs(a: ApiArticleDetail): Crumb[] {
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }];
  if (a.journal) {
    crumbs.push({ name: '期刊', path: '/journal' }, { name: issueName(a.journal), path: `/journal/${a.journal.id}` });
  } else {
    if (a.parent) crumbs.push({ name: a.parent.name, path: a.parent.path });
    crumbs.push({ name: a.category.name, path: a.category.path });
  }
  crumbs.push({ name: a.title, path: `/detail/${a.id}` });
  return crumbs;
}

export function ArticleView({ article: a }: { article: ApiArticleDetail }) {
  const crumbs = articleCrumbs(a);
  const date = formatDate(a.publishedAt);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="article-title">
          <h1 id="article-title" className={styles.title}>
            {a.title}
          </h1>
          <p className={styles.meta}>
            <time dateTime={date}>{date}</time>
            <span>来源：{a.source}</span>
            <span>作者：{a.author}</span>
            <span>阅读 {a.views}</span>
          </p>
          {a.journal ? (
            <p className={styles.paper}>
              刊于《{a.journal.name}》
              <Link href={`/journal/${a.journal.id}`}>{issueName(a.journal)}</Link> · {a.journal.section} · 第 {a.journal.page} 页
            </p>
          ) : null}
          {a.cover ? <img className={styles.cover} src={a.cover} alt={a.title} width={640} height={360} /> : null}
          {a.journal ? <p className={styles.summary}>{a.summary}</p> : null}
          {/* The body was sanitized with an allow-list on the server (server/http/sanitize-html.ts). */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: fitHeadings(a.body) }} />

          {a.documents.length ? (
            <section className={styles.section} aria-labelledby="docs-title">
              <h2 id="docs-title" className={styles.sectionTitle}>
                附件
              </h2>
              <AttachmentList documents={a.documents} />
            </section>
          ) : null}

          {a.tags.length ? (
            <section className={styles.section} aria-labelledby="tags-title">
              <h2 id="tags-title" className={styles.sectionTitle}>
                标签
              </h2>
              <TagLinks tags={a.tags} />
            </section>
          ) : null}

          {a.newer || a.older ? (
            <nav className={styles.neighbours} aria-label="上一篇和下一篇">
              {a.newer ? (
                <p>
                  <span>上一篇：</span>
                  <Link href={`/detail/${a.newer.id}`}>{a.newer.title}</Link>
                </p>
              ) : null}
              {a.older ? (
                <p>
                  <span>下一篇：</span>
                  <Link href={`/detail/${a.older.id}`}>{a.older.title}</Link>
                </p>
              ) : null}
            </nav>
          ) : null}
        </article>

        <aside className={styles.aside} aria-label="相关内容">
          {a.related.length ? (
            <section className={styles.box} aria-labelledby="related-title">
              <h2 id="related-title">相关文章</h2>
              <ArticleList articles={a.related} />
            </section>
          ) : null}
          <section className={styles.box} aria-labelledby="more-title">
            <h2 id="more-title">{a.journal ? '本期目录' : `更多${a.category.name}`}</h2>
            <p>
              {a.journal ? (
                <Link href={`/journal/${a.journal.id}`}>查看《{a.journal.name}》{issueName(a.journal)}全部文章 ›</Link>
              ) : (
                <Link href={a.category.path}>进入「{a.category.name}」栏目 ›</Link>
              )}
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
