// /activity (login): the case competitions, open ones first, filtered by status, with paging links.
import { ActivityCard } from '@/components/activity/ActivityCard';
import styles from '@/components/activity/activity.module.css';
import { ACTIVITY_STATUS_TEXT } from '@/components/activity/format';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageHref, Pager } from '@/components/ui/Pager';
// The statuses come from the contract, not the loader: a value from loaders/ would bring the loader, its request
// helpers and zod into this page's script, which home's link to it prefetches (issue 13).
import { ACTIVITY_STATUSES } from '@/contract/wire/activity';
import type { ActivityListProps } from '@/loaders/activity';
import type { BaseProps } from '@/loaders/page';
import Link from '@/components/ui/Link';

export { getActivityListProps as getServerSideProps } from '@/loaders/activity';

export default function ActivityListPage({ list, status, site, siteUrl }: ActivityListProps & BaseProps) {
  const query = { status: status ?? undefined };
  const path = pageHref('/activity', list.page, query);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '病例大赛', path: '/activity' },
    ...(status ? [{ name: ACTIVITY_STATUS_TEXT[status], path: `/activity?status=${status}` }] : []),
  ];
  const heading = status ? `病例大赛 · ${ACTIVITY_STATUS_TEXT[status]}` : '病例大赛';
  const title = `${heading}${list.page > 1 ? ` 第${list.page}页` : ''}`;
  return (
    <>
      {/* docs/product.md §2: the competition needs login, so its pages stay out of search engines. */}
      <Seo title={title} site={site} siteUrl={siteUrl} path={path} noindex
        description={`${site.name}病例大赛：面向全省基层医务人员征集真实病例，共${list.total}项赛事。`}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <PageTitle title={heading}>面向全省基层医务人员征集真实病例，以赛促学、以赛促练。征集期内可在线提交和修改作品。</PageTitle>
      <FilterBar
        path="/activity"
        current={query}
        groups={[{ name: 'status', label: '大赛状态', options: ACTIVITY_STATUSES.map((s) => ({ value: s, label: ACTIVITY_STATUS_TEXT[s] })) }]}
      />
      {list.list.length === 0 ? (
        <EmptyState title={status ? `暂无${ACTIVITY_STATUS_TEXT[status]}的大赛` : '暂无病例大赛'}>
          <Link href="/activity">查看全部大赛</Link>
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {list.list.map((a) => (
            <li key={a.id}>
              <ActivityCard activity={a} />
            </li>
          ))}
        </ul>
      )}
      <Pager path="/activity" page={list.page} pageSize={list.pageSize} total={list.total} query={query} />
    </>
  );
}
