// /tags/{id}: everything carrying a tag (training classes, courses, live broadcasts, articles), by
// type with counts; ?type= shows one type a page at a time.
import Link from '@/components/ui/Link';
import tabStyles from '@/components/article/article.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { tagTypeLabel } from '@/components/tag/labels';
import { TagGroup } from '@/components/tag/TagGroup';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageTitle } from '@/components/ui/PageTitle';
import { Pager, pageHref } from '@/components/ui/Pager';
import type { BaseProps } from '@/loaders/page';
import type { TagProps } from '@/loaders/tag';
import { TAG_ITEM_TYPES, type ApiTagItemType } from '@/contract/wire/tag';

export { getServerSideProps } from '@/loaders/tag';

export default function TagPage({ detail, type, site, siteUrl }: TagProps & BaseProps) {
  const { tag, counts, groups } = detail;
  const base = `/tags/${tag.id}`;
  const page = groups[0]?.page ?? 1;
  const path = pageHref(base, page, { type: type ?? undefined });
  const total = TAG_ITEM_TYPES.reduce((n, t) => n + counts[t], 0);
  const typeHref = (t: ApiTagItemType | null) => pageHref(base, 1, { type: t ?? undefined });
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }, { name: `#${tag.name}`, path: base }];
  if (type) crumbs.push({ name: tagTypeLabel[type].name, path: typeHref(type) });
  const heading = type ? `#${tag.name} · ${tagTypeLabel[type].name}` : `#${tag.name}`;
  const suffix = page > 1 ? `（第${page}页）` : '';
  const summary = TAG_ITEM_TYPES.filter((t) => counts[t] > 0)
    .map((t) => `${tagTypeLabel[t].name}${counts[t]}${tagTypeLabel[t].unit}`)
    .join('、');
  const collection = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${heading}${suffix}`,
    url: `${siteUrl}${path}`,
    about: { '@type': 'Thing', name: tag.name },
  };

  return (
    <>
      <Seo
        title={`${heading}${suffix}`}
        site={site}
        siteUrl={siteUrl}
        path={path}
        description={`与“${tag.name}”相关的培训班、精品课程、直播和文章${summary ? `：${summary}` : ''}。`}
        jsonLd={[collection, breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={heading}>与“{tag.name}”相关的内容共 {total} 项</PageTitle>
      <nav className={tabStyles.tabs} aria-label="内容类型">
        <ul>
          {[null, ...TAG_ITEM_TYPES.filter((t) => counts[t] > 0 || t === type)].map((t) => {
            const active = t === type;
            return (
              <li key={t ?? 'all'}>
                <Link
                  href={typeHref(t)}
                  className={active ? `${tabStyles.tab} ${tabStyles.tabActive}` : tabStyles.tab}
                  aria-current={active ? 'page' : undefined}
                >
                  {t ? tagTypeLabel[t].name : '全部'}
                  <span className={tabStyles.tabCount}>{t ? counts[t] : total}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {groups.length === 0 || groups.every((g) => g.list.length === 0) ? (
        <EmptyState title="暂时没有带这个标签的内容">
          <Link href="/">返回首页</Link>
        </EmptyState>
      ) : (
        groups.map((g) => <TagGroup key={g.type} group={g} moreHref={type ? undefined : typeHref(g.type)} />)
      )}
      {type && groups[0] ? (
        <Pager path={base} page={groups[0].page} pageSize={groups[0].pageSize} total={groups[0].total} query={{ type }} />
      ) : null}
    </>
  );
}
