import Link from '@/components/ui/Link';
import { ListEmpty, ListPageHead } from '@/components/seo/ListPageHead';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { ProjectGrid } from '@/components/training/ProjectGrid';
import { TrainingFeed } from '@/components/training/TrainingFeed';
import styles from '@/components/training/list.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref } from '@/components/ui/Pager';
import type { BaseProps } from '@/loaders/page';
import type { TrainingListProps } from '@/loaders/training-list';
import { listRobots } from '@/lib/seo-text';

export { getServerSideProps } from '@/loaders/training-list';

const PATH = '/training';
const STATUS_LABEL = { signup: '报名中', ongoing: '培训中', finished: '已结束' } as const;

function ProjectsView({ props, site, siteUrl }: { props: Extract<TrainingListProps, { view: 'projects' }> } & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训班', path: PATH },
    { name: '培训项目', path: `${PATH}?type=project` },
  ];
  const open = props.projectStats.reduce((n, p) => n + p.open, 0);
  return (
    <>
      <Seo
        title="培训项目"
        site={site}
        siteUrl={siteUrl}
        path={`${PATH}?type=project`}
        description={`${site.name}的培训项目：${props.projectStats.map((p) => p.name).join('、')}，当前共有${open}期培训班正在报名。`}
        jsonLd={[
          breadcrumbJsonLd(siteUrl, crumbs),
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: '培训项目',
            itemListElement: props.projectStats.map((p, i) => ({
              '@type': 'ListItem', position: i + 1, name: p.name, url: `${siteUrl}${pageHref(PATH, 1, { project: p.value })}`,
            })),
          },
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title="培训项目">按培训项目浏览培训班，了解各项目正在报名的班次。</PageTitle>
      <ProjectGrid projects={props.projectStats} />
    </>
  );
}

export default function TrainingListPage(props: TrainingListProps & BaseProps) {
  const { site, siteUrl } = props;
  if (props.view === 'projects') return <ProjectsView props={props} site={site} siteUrl={siteUrl} common={props.common} />;
  const { data, filter, projects, regions } = props;
  const projectName = projects.find((p) => p.value === filter.project)?.name;
  const regionName = regions.find((r) => r.value === filter.region)?.name;
  const statusName = filter.status ? STATUS_LABEL[filter.status] : undefined;
  const heading = [regionName, projectName, statusName].filter(Boolean).join(' · ');
  const title = [heading ? `${heading}培训班` : '培训班', data.page > 1 ? `第${data.page}页` : null].filter(Boolean).join(' - ');
  const description =
    `${site.name}${heading ? `${heading}` : ''}培训班，共${data.total}期${data.page > 1 ? `（第${data.page}页）` : ''}：` +
    '面向基层医务人员的线下培训，含课程安排、培训地点与基地、费用与剩余名额，支持在线报名与现场签到。';
  const current = { project: filter.project, status: filter.status, region: filter.region };
  return (
    <>
      <ListPageHead site={site} siteUrl={siteUrl} path={PATH} crumb="培训班" title={title}
        heading={heading ? `${heading}培训班` : '培训班'}
        intro="面向基层医务人员的线下培训班，在线报名，现场凭电子票或签到码签到。"
        description={description} robots={listRobots([filter.project, filter.status, filter.region], data.total)} data={data}
        items={data.list.map((c) => ({ path: `/training/${c.id}`, name: c.title }))}
        current={current}
        groups={[
          { name: 'project', label: '培训项目', options: projects.map((p) => ({ value: p.value, label: p.name })) },
          { name: 'status', label: '状态', options: Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label })) },
          { name: 'region', label: '地区', options: regions.map((r) => ({ value: r.value, label: r.name })) },
        ]}
      />
      <div className={styles.listHead}>
        <p>
          共 <strong>{data.total}</strong> 期培训班
        </p>
        <Link href={`${PATH}?type=project`}>按培训项目浏览 ›</Link>
      </div>
      {data.list.length ? (
        <TrainingFeed key={pageHref(PATH, data.page, current)} data={data} path={PATH} query={current} />
      ) : (
        <ListEmpty title="暂无符合条件的培训班" hint="换个条件看看" path={PATH} all="查看全部培训班" />
      )}
    </>
  );
}
