// /user/gift/history: my points ledger (user/gift/history), all, earned or spent, a page at a time, with
// my totals and how points are earned (user/gift/stat).
import Link from '@/components/ui/Link';
import { GiftNav } from '@/components/gift/GiftNav';
import { LedgerList } from '@/components/gift/LedgerList';
import { PointsRules, PointsSummary } from '@/components/gift/PointsSummary';
import styles from '@/components/gift/gift.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { pageHref, Pager } from '@/components/ui/Pager';
import type { PointsHistoryProps } from '@/loaders/gift';
import type { BaseProps } from '@/loaders/page';

export { getPointsHistoryProps as getServerSideProps } from '@/loaders/gift';

const TYPE_NAMES = { earn: '获得', spend: '使用' } as const;

export default function PointsHistoryPage({ history, stat, type, site, siteUrl }: PointsHistoryProps & BaseProps) {
  const path = pageHref('/user/gift/history', history.page, { type: type ?? undefined });
  const crumbs = [
    { name: '个人中心', path: '/user/userCenter' },
    { name: '积分商城', path: '/user/gift' },
    { name: '积分记录', path: '/user/gift/history' },
  ];
  return (
    <>
      <Seo title={`${type ? `${TYPE_NAMES[type]}记录 - ` : ''}积分记录${history.page > 1 ? ` 第${history.page}页` : ''}`}
        site={site} siteUrl={siteUrl} path={path} noindex description="我的积分获得与使用明细。"
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.pageHeading}>积分记录</h1>
      <GiftNav current="/user/gift/history" />
      <div className={styles.historyLayout}>
        <PointsSummary stat={stat} />
        <div className={styles.historyList}>
          <FilterBar path="/user/gift/history" current={{ type: type ?? undefined }}
            groups={[{ name: 'type', label: '类型', options: [{ value: 'earn', label: '获得' }, { value: 'spend', label: '使用' }] }]} />
          {history.list.length ? (
            <LedgerList entries={history.list} />
          ) : (
            <EmptyState title={type ? `暂无积分${TYPE_NAMES[type]}记录` : '暂无积分记录'}>
              <p>完成课程学习、培训班全勤等都可以获得积分。</p>
              <Link href="/user/study">去学习中心</Link>
            </EmptyState>
          )}
          <Pager path="/user/gift/history" page={history.page} pageSize={history.pageSize} total={history.total} query={{ type: type ?? undefined }} />
        </div>
        <PointsRules rules={stat.rules} />
      </div>
    </>
  );
}
