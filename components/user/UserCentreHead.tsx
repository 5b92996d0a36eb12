// The head of a user centre page (docs/product.md "User centre"): kept out of search engines, its breadcrumbs
// under 用户中心 and the page's title. Pages without the centre's menu (my certificates) use it alone.
import type { ReactNode } from 'react';
import { Seo, breadcrumbJsonLd } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import type { BaseProps } from '@/loaders/page';

/** 首页 › 用户中心 › the page. */
export function userCrumbs(name: string, path: string): { name: string; path: string }[] {
  return [
    { name: '首页', path: '/' },
    { name: '用户中心', path: '/user/userCenter' },
    { name, path },
  ];
}

export type UserCentreHeadProps = Pick<BaseProps, 'site' | 'siteUrl'> & {
  /** The page's h1 and last crumb. */
  title: string;
  /** The document title when it says more than the h1 (the page number). */
  seoTitle?: string;
  description: string;
  /** The crumb's address (the first page's). */
  path: string;
  /** The address of this page (with ?page=). */
  pagePath?: string;
};

/** The head of a user centre page: the noindex Seo with the breadcrumbs' JSON-LD, the breadcrumbs and the title. */
export function UserCentreHead({ title, seoTitle, description, path, pagePath, site, siteUrl, children }: UserCentreHeadProps & { children?: ReactNode }) {
  const crumbs = userCrumbs(title, path);
  return (
    <>
      <Seo title={seoTitle ?? title} description={description} site={site} siteUrl={siteUrl} path={pagePath ?? path} noindex jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={title}>{children}</PageTitle>
    </>
  );
}

