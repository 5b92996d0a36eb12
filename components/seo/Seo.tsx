// Title, description, canonical URL, robots, Open Graph and schema.org JSON-LD for one page (docs/architecture.md §5
// "Crawlers"). Every indexable page also carries the site's Organization node, which the page's other
// nodes refer to by @id.
import Head from 'next/head';
import { organizationJsonLd, serializeJsonLd, type SiteInfo } from '@/lib/json-ld';
import { pageDescription, pageTitle, type RobotsPolicy } from '@/lib/seo-text';
import { absoluteUrl, shareImage, SQUARE_SHARE_IMAGE } from '@/lib/share-image';

type Props = {
  title: string;
  site: SiteInfo;
  siteUrl: string;
  /** Path (and query, for paged lists) of the canonical address. */
  path: string;
  description?: string;
  /** The page's own picture (often an SVG cover); share cards get a raster twin (lib/share-image.ts). */
  image?: string | null;
  /** Shorthand for robots="noindex". */
  noindex?: boolean;
  robots?: RobotsPolicy;
  type?: 'website' | 'article';
  jsonLd?: object[];
  /** Extra <meta name=...> tags, e.g. citation_* for a journal paper. */
  meta?: { name: string; content: string }[];
};

const ROBOTS: Record<Exclude<RobotsPolicy, 'index'>, string> = { 'noindex-follow': 'noindex, follow', noindex: 'noindex, nofollow' };

export function Seo({ title, site, siteUrl, path, description, image, noindex, robots, type = 'website', jsonLd, meta }: Props) {
  const policy: RobotsPolicy = noindex ? 'noindex' : (robots ?? 'index');
  const fullTitle = pageTitle(title, site);
  const text = pageDescription(description, site);
  const canonical = `${siteUrl}${path}`;
  const card = shareImage(image);
  const nodes = policy === 'index' ? [organizationJsonLd(site, siteUrl), ...(jsonLd ?? [])] : (jsonLd ?? []);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <meta name="description" content={text} />
      {policy === 'index' ? <link rel="canonical" href={canonical} /> : <meta name="robots" content={ROBOTS[policy]} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={absoluteUrl(siteUrl, card.url)} />
      {card.type ? <meta property="og:image:type" content={card.type} /> : null}
      {card.width ? <meta property="og:image:width" content={String(card.width)} /> : null}
      {card.height ? <meta property="og:image:height" content={String(card.height)} /> : null}
      {/* WeChat's share card shows a square thumbnail; lib/wechat-share.ts and WeChat itself read this. */}
      <meta itemProp="image" content={absoluteUrl(siteUrl, SQUARE_SHARE_IMAGE.url)} />
      <meta property="og:locale" content="zh_CN" />
      {meta?.map((m, i) => <meta key={`m${i}`} name={m.name} content={m.content} />)}
      {nodes.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </Head>
  );
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}
