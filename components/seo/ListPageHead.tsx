// The head of a filtered, paged catalogue (courses, training classes, bases): its SEO with the breadcrumb and
// the schema.org ItemList of the page shown, the crumbs, the one h1 and the filter links. The lists differ only
// in their words and filters, so they share this instead of each writing the same frame.
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar, type FilterGroup } from '@/components/ui/FilterBar';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref } from '@/components/ui/Pager';
import type { SiteInfo } from '@/lib/json-ld';
import type { RobotsPolicy } from '@/lib/seo-text';
import { breadcrumbJsonLd, Seo } from './Seo';

type ListPage = { page: number; pageSize: number; total: number };

/** schema.org ItemList of one page of a list; positions count from the first item of page 1. */
export function itemListJsonLd(siteUrl: string, name: string, data: ListPage, items: { path: string; name: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: data.total,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: (data.page - 1) * data.pageSize + i + 1,
      url: `${siteUrl}${item.path}`,
      name: item.name,
    })),
  };
}

type Props = {
  site: SiteInfo;
  siteUrl: string;
  /** The list's own address, without query. */
  path: string;
  /** The list's name in the crumbs. */
  crumb: string;
  /** The document title (filters and page number included). */
  title: string;
  /** The h1. */
  heading: string;
  intro: ReactNode;
  description: string;
  robots: RobotsPolicy;
  data: ListPage;
  items: { path: string; name: string }[];
  current: Record<string, string | undefined>;
  groups: FilterGroup[];
};

export function ListPageHead({ site, siteUrl, path, crumb, title, heading, intro, description, robots, data, items, current, groups }: Props) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: crumb, path },
  ];
  return (
    <>
      <Seo
        title={title}
        site={site}
        siteUrl={siteUrl}
        path={pageHref(path, data.page, current)}
        description={description}
        robots={robots}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), itemListJsonLd(siteUrl, title, data, items)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={heading}>{intro}</PageTitle>
      <FilterBar path={path} current={current} groups={groups} />
    </>
  );
}

/** A filtered list with nothing in it: say so, and offer the whole list. */
export function ListEmpty({ title, hint, path, all }: { title: string; hint: string; path: string; all: string }) {
  return (
    <EmptyState title={title}>
      <p>
        {hint}，或 <Link href={path}>{all}</Link>
      </p>
    </EmptyState>
  );
}
