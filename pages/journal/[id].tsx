// /journal/{id}: one issue and its table of contents by column; each paper opens its article.
import Link from '@/components/ui/Link';
import styles from '@/components/journal/journal.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { issueName, publicationIssueJsonLd } from '@/lib/article-json-ld';
import { formatDate } from '@/contract/time';
import type { JournalIssueProps } from '@/loaders/journal-issue';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/journal-issue';

export default function JournalIssuePage({ journal, site, siteUrl }: JournalIssueProps & BaseProps) {
  const { issue, sections, newer, older } = journal;
  const name = issueName(issue);
  const crumbs: Crumb[] = [
    { name: '首页', path: '/' },
    { name: '期刊', path: '/journal' },
    { name, path: `/journal/${issue.id}` },
  ];
  const date = formatDate(issue.publishedAt);

  return (
    <>
      <Seo
        title={`《${issue.name}》${name}目录`}
        site={site}
        siteUrl={siteUrl}
        path={`/journal/${issue.id}`}
        description={issue.summary}
        image={issue.cover}
        jsonLd={[publicationIssueJsonLd(journal, { site, siteUrl }), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={styles.issueHead}>
        <img className={`${styles.cover} ${styles.issueCover}`} src={issue.cover} alt={`《${issue.name}》${name}封面`} width={300} height={420} />
        <div>
          <h1>
            《{issue.name}》{name}
          </h1>
          <p className={styles.facts}>
            出版日期 <time dateTime={date}>{date}</time> · 共 {issue.paperCount} 篇
          </p>
        </div>
        <div className={styles.issueMore}>
          <p>{issue.summary}</p>
          <nav className={styles.nav} aria-label="其他各期">
            {newer ? <Link href={`/journal/${newer.id}`}>‹ 下一期（{issueName(newer)}）</Link> : null}
            {older ? <Link href={`/journal/${older.id}`}>上一期（{issueName(older)}）›</Link> : null}
            <Link href="/journal">全部期刊</Link>
          </nav>
        </div>
      </header>
      <section className={styles.toc} aria-label="本期目录">
        {sections.map((s) => (
          <div key={s.name}>
            <h2>{s.name}</h2>
            <ol className={styles.entries}>
              {s.entries.map((e) => (
                <li key={e.id} className={styles.entry}>
                  <div className={styles.entryMain}>
                    {e.articleId ? (
                      <Link href={`/detail/${e.articleId}`} className={styles.entryTitle}>
                        {e.title}
                      </Link>
                    ) : (
                      <span className={styles.entryTitle}>{e.title}</span>
                    )}
                    <p className={styles.entryAuthors}>{e.authors}</p>
                    {e.summary ? <p className={styles.entrySummary}>{e.summary}</p> : null}
                    {e.pdfUrl ? (
                      <a href={e.pdfUrl} className={styles.entryPdf} download>
                        全文 PDF
                      </a>
                    ) : null}
                  </div>
                  <span className={styles.entryPage}>第 {e.page} 页</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </>
  );
}
