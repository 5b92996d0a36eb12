// /search: one box across training classes, courses, live broadcasts, articles and journals, with tabs,
// highlighted matches and paging; the query lives in the URL. Not indexed (robots.txt and noindex):
// result pages are not content of their own.
import Link from '@/components/ui/Link';
import { countLabel, SEARCH_TYPE_LABELS, searchHref } from '@/components/search/labels';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchResults, SearchSkeleton } from '@/components/search/SearchResults';
import { SearchTabs } from '@/components/search/SearchTabs';
import { Suggestions } from '@/components/search/Suggestions';
import styles from '@/components/search/search.module.css';
import { useSearchLoading } from '@/components/search/use-search-loading';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import type { BaseProps } from '@/loaders/page';
import type { SearchPageProps } from '@/loaders/search';

export { getServerSideProps } from '@/loaders/search';

export default function SearchPage({ result, site, siteUrl }: SearchPageProps & BaseProps) {
  const { q, type, page, pageSize, total, counts, list, synonyms, suggestions, isCapped, window: rankWindow } = result;
  const isLoading = useSearchLoading();
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '搜索', path: '/search' },
  ];
  const heading = q ? `“${q}”的搜索结果` : '站内搜索';
  const anyHits = Object.values(counts).some((n) => n > 0);

  return (
    <>
      <Seo
        title={q ? `${q} - 搜索结果` : '站内搜索'}
        site={site}
        siteUrl={siteUrl}
        path={searchHref(q, type, page)}
        description={`在${site.name}搜索培训班、精品课程、专家直播、文章资讯和期刊。`}
        noindex
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.heading}>{heading}</h1>
      <SearchBox key={q} q={q} />

      {!q ? (
        <div className={styles.intro}>
          <p>一个搜索框找遍培训班、精品课程、专家直播、文章资讯和期刊。支持常用医学缩写和别称，例如 COPD、慢阻肺、冠心病、DM。</p>
          <Suggestions words={suggestions} />
        </div>
      ) : (
        <>
          {anyHits ? <SearchTabs q={q} current={type} counts={counts} window={rankWindow} /> : null}
          {synonyms.length ? (
            <p className={styles.note}>已同时搜索：{synonyms.join('、')}</p>
          ) : null}
          {isLoading ? (
            <SearchSkeleton />
          ) : list.length ? (
            <>
              <p className={styles.summary} role="status">
                {type ? `${SEARCH_TYPE_LABELS[type]}中` : ''}找到 {countLabel(total, rankWindow)} 条相关结果
                {isCapped ? `，以下是最新 ${rankWindow} 条中最相关的结果，添加关键词可以缩小范围` : ''}
              </p>
              <SearchResults hits={list} />
              <Pager path="/search" page={page} pageSize={pageSize} total={total} query={{ q, type: type ?? undefined }} />
            </>
          ) : anyHits && type ? (
            <EmptyState title={`${SEARCH_TYPE_LABELS[type]}中没有与“${q}”相关的内容`}>
              <Link href={searchHref(q)}>查看全部结果</Link>
            </EmptyState>
          ) : (
            <EmptyState title={`没有找到与“${q}”相关的内容`}>
              <p>试试换个说法、减少关键词，或使用常见的疾病名称和缩写。</p>
              <Suggestions words={suggestions} title="大家都在搜" />
            </EmptyState>
          )}
        </>
      )}
    </>
  );
}
