import { BaseCard } from '@/components/base/BaseCard';
import styles from '@/components/base/base.module.css';
import { baseLevelText } from '@/components/base/format';
import { ListEmpty, ListPageHead } from '@/components/seo/ListPageHead';
import { Pager } from '@/components/ui/Pager';
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
  return (
    <>
      <ListPageHead site={site} siteUrl={siteUrl} path={PATH} crumb="培训中心/基地" title={title}
        heading={heading}
        intro="覆盖全省各地市的培训中心与临床实践基地，就近参加理论授课与技能实训。"
        description={description} robots={listRobots([filter.region, filter.level], data.total)} data={data}
        items={data.list.map((b) => ({ path: `/base/${b.id}`, name: b.name }))}
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
        <ListEmpty title="该地区暂无培训基地" hint="换个地区看看" path={PATH} all="查看全部基地" />
      )}
      <Pager path={PATH} page={data.page} pageSize={data.pageSize} total={data.total} query={current} />
    </>
  );
}
