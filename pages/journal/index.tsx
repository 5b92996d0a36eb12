// /journal: the society's journal 《中原基层医学》, its issues by year (newest first); ?year= narrows.
import Link from '@/components/ui/Link';
import { IssueCard } from '@/components/journal/IssueCard';
import styles from '@/components/journal/journal.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref } from '@/components/ui/Pager';
import { periodicalJsonLd } from '@/lib/article-json-ld';
import type { JournalListProps } from '@/loaders/journal-list';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/journal-list';

const FALLBACK_NAME = '中原基层医学';

export default function JournalListPage({ journals, year, site, siteUrl }: JournalListProps & BaseProps) {
  const { years, issues } = journals;
  const name = issues[0]?.name ?? FALLBACK_NAME;
  const path = pageHref('/journal', 1, { year: year ? String(year) : undefined });
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }, { name: '期刊', path: '/journal' }];
  if (year) crumbs.push({ name: `${year}年`, path });
  const byYear = years
    .map((y) => ({ year: y.year, issues: issues.filter((i) => i.year === y.year) }))
    .filter((y) => y.issues.length > 0);
  const title = year ? `《${name}》${year}年各期` : `《${name}》期刊`;

  return (
    <>
      <Seo
        title={title}
        site={site}
        siteUrl={siteUrl}
        path={path}
        description={`${site.name}会刊《${name}》${year ? `${year}年` : '历年'}各期目录与全文，刊登论著、基层实践、综述、中医药和病例报告。`}
        jsonLd={[periodicalJsonLd(name, issues, { site, siteUrl }), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={title}>学会会刊，双月刊，刊登基层医疗卫生领域的论著、基层实践、综述、中医药与病例报告。</PageTitle>
      {years.length > 1 ? (
        <FilterBar
          path="/journal"
          groups={[{ name: 'year', label: '年份', options: years.map((y) => ({ value: String(y.year), label: `${y.year}年（${y.count}期）` })) }]}
          current={{ year: year ? String(year) : undefined }}
        />
      ) : null}
      {byYear.length === 0 ? (
        <EmptyState title="暂无期刊">
          <Link href="/">返回首页</Link>
        </EmptyState>
      ) : (
        byYear.map((y) => (
          <section key={y.year} className={styles.year} aria-labelledby={`year-${y.year}`}>
            <h2 id={`year-${y.year}`} className={styles.yearTitle}>
              {y.year}年
            </h2>
            <ul className={styles.issues}>
              {y.issues.map((issue) => (
                <li key={issue.id}>
                  <IssueCard issue={issue} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
