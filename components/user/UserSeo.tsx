// The head of a personal-centre page: never indexed (it shows one visitor's data), with the
// trail under 用户中心 as schema.org breadcrumbs when the page shows one.
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import type { SiteInfo } from '@/lib/json-ld';

export const CENTRE_CRUMBS: Crumb[] = [
  { name: '首页', path: '/' },
  { name: '用户中心', path: '/user/userCenter' },
];

type Props = { site: SiteInfo; siteUrl: string; title: string; description: string; path: string; crumbs?: Crumb[] };

export function UserSeo({ site, siteUrl, title, description, path, crumbs }: Props) {
  return (
    <Seo
      title={title}
      description={description}
      site={site}
      siteUrl={siteUrl}
      path={path}
      noindex
      jsonLd={crumbs ? [breadcrumbJsonLd(siteUrl, crumbs)] : undefined}
    />
  );
}
