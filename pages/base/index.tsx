import Link from 'next/link';
import { BaseCard } from '@/components/base/BaseCard';
import styles from '@/components/base/base.module.css';
import { baseLevelText } from '@/components/base/format';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref, Pager } from '@/components/ui/Pager';
import type { BaseListProps } from '@/loaders/base-list';
import type { BaseProps } from '@/loaders/page';
import { listRobots } from '@/lib/seo-text';

export { getServerSideProps } from '@/loaders/base-list';

const PATH = '/base';

export default function BaseListPage({ data, filter, regions, site, siteUrl }: BaseListProps & BaseProps) {
  const regionName = regions.find((r) => r.value === filter.region)?.name;
  const levelName = filter.level ? baseLevelText[filter.level] : undefined;
  const heading = [regionName, levelName ?? '培训中心/基地'].filter(Boolean).join('');
  const title = [heading, data.page > 1 ? `第${data.page}页` : null].filter(Boolean).join(' - ');
  const description =
    `${site.name}${regionName ?? '全省'}${levelName ?? '培训中心与实践基地'}，共${data.total}家${data.page > 1 ? `（第${data.page}页）` : ''}：` +
    '地址、联系方式、基地介绍、照片与在此举办的培训班。';
  const current = { region: filter.region, level: filter.level };
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训中心/基地', path: PATH },
  ];
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    numberOfItems: data.total,
    itemListElement: data.list.map((b, i) => ({
      '@type': 'ListItem',
      position: (data.page - 1) * data.pageSize + i + 1,
      url: `${siteUrl}/base/${b.id}`,
      name: b.name,
    })),
  };
  return (
    <>
      <Seo
        title={title}
        site={site}
        siteUrl={siteUrl}
        path={pageHref(PATH, data.page, current)}
        description={description}
        robots={listRobots([filter.region, filter.level], data.total)}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), itemList]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={heading}>覆盖全省各地市的培训中心与临床实践基地，就近参加理论授课与技能实训。</PageTitle>
      <FilterBar
        path={PATH}
        current={current}
        groups={[
          { name: 'region', label: '地区', options: regions.map((r) => ({ value: r.value, label: r.name })) },
          { name: 'level', label: '级别', options: Object.entries(baseLevelText).map(([value, label]) => ({ value, label })) },
        ]}
      />
      {data.list.length ? (
        <ul className={styles.grid}>
          {data.list.map((b) => (
            <li key={b.id}>
              <BaseCard base={b} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="该地区暂无培训基地">
          <p>
            换个地区看看，或 <Link href={PATH}>查看全部基地</Link>
          </p>
        </EmptyState>
      )}
      <Pager path={PATH} page={data.page} pageSize={data.pageSize} total={data.total} query={current} />
    </>
  );
}
