// /{newsPath}: a news category (about, science, news and its children, training notices, the regional
// health project, and any category the server adds), a page at a time.
import { AboutView } from '@/components/article/AboutView';
import styles from '@/components/article/article.module.css';
import { NewsFeed } from '@/components/article/NewsFeed';
import { SectionTabs } from '@/components/article/SectionTabs';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref } from '@/components/ui/Pager';
import type { NewsListProps } from '@/loaders/news-list';
import { listRobots } from '@/lib/seo-text';
import type { BaseProps } from '@/loaders/page';
import Link from '@/components/ui/Link';

export { getServerSideProps } from '@/loaders/news-list';

export default function NewsPathPage({ list, site, siteUrl }: NewsListProps & BaseProps) {
  const { category, parent, section, page } = list;
  const path = pageHref(category.path, page);
  const suffix = page > 1 ? `（第${page}页）` : '';
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }];
  if (parent) crumbs.push({ name: parent.name, path: parent.path });
  crumbs.push({ name: category.name, path: category.path });
  const collection = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${category.name}${suffix}`,
    description: category.description,
    url: `${siteUrl}${path}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: list.total,
      itemListElement: list.list.map((a, i) => ({
        '@type': 'ListItem',
        position: (page - 1) * list.pageSize + i + 1,
        url: `${siteUrl}/detail/${a.id}`,
        name: a.title,
      })),
    },
  };
  const isAbout = category.path === '/about';

  return (
    <>
      <Seo
        title={`${category.name}${suffix}`}
        site={site}
        siteUrl={siteUrl}
        path={path}
        description={`${category.description}${suffix}`}
        robots={listRobots([], list.total)}
        jsonLd={[collection, breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={category.name}>{category.description}</PageTitle>
      {section ? <SectionTabs root={section.root} items={section.children} currentPath={category.path} /> : null}
      {list.list.length === 0 ? (
        <EmptyState title="该栏目暂无文章">
          <Link href="/">返回首页</Link>
        </EmptyState>
      ) : isAbout && list.total <= list.pageSize ? (
        <AboutView site={site} items={list.list} />
      ) : (
        <div className={styles.panel}>
          <NewsFeed key={`${category.path}:${page}`} list={list} />
        </div>
      )}
    </>
  );
}
