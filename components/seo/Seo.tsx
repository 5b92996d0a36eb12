// Title, description, canonical URL, Open Graph and schema.org JSON-LD for one page (DESIGN 5 "Crawlers").
import Head from 'next/head';
import { serializeJsonLd } from '@/lib/json-ld';

type Props = {
  title: string;
  siteName: string;
  siteUrl: string;
  /** Path (and query, for paged lists) of the canonical address. */
  path: string;
  description?: string;
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  jsonLd?: object[];
};

export function Seo({ title, siteName, siteUrl, path, description, image, noindex, type = 'website', jsonLd }: Props) {
  const fullTitle = title === siteName ? title : `${title} - ${siteName}`;
  const canonical = `${siteUrl}${path}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : `${siteUrl}/images/share.jpg`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="zh_CN" />
      {jsonLd?.map((data, i) => (
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
