// /user/gift: the points store (user/gift/gift) with my balance (user/gift/stat), by category and page.
import Link from '@/components/ui/Link';
import { GiftCard } from '@/components/gift/GiftCard';
import { GiftNav } from '@/components/gift/GiftNav';
import { PointsSummary } from '@/components/gift/PointsSummary';
import styles from '@/components/gift/gift.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { pageHref, Pager } from '@/components/ui/Pager';
import type { GiftStoreProps } from '@/loaders/gift';
import type { BaseProps } from '@/loaders/page';

export { getGiftStoreProps as getServerSideProps } from '@/loaders/gift';

export default function GiftStorePage({ stat, list, category, site, siteUrl }: GiftStoreProps & BaseProps) {
  const categoryName = list.categories.find((c) => c.value === category)?.name;
  const path = pageHref('/user/gift', list.page, { category: category ?? undefined });
  const crumbs = [
    { name: '个人中心', path: '/user/userCenter' },
    { name: '积分商城', path: '/user/gift' },
    ...(categoryName ? [{ name: categoryName, path: `/user/gift?category=${category}` }] : []),
  ];
  const title = `${categoryName ? `${categoryName} - ` : ''}积分商城${list.page > 1 ? ` 第${list.page}页` : ''}`;
  return (
    <>
      <Seo title={title} site={site} siteUrl={siteUrl} path={path} noindex
        description={`用学习积分兑换医学图书、医疗器械和课程券。当前可用积分${stat.balance}。`}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.pageHeading}>积分商城</h1>
      <GiftNav current="/user/gift" />
      <PointsSummary stat={stat} />
      <FilterBar path="/user/gift" current={{ category: category ?? undefined }}
        groups={[{ name: 'category', label: '分类', options: list.categories.map((c) => ({ value: c.value, label: c.name })) }]} />
      {list.list.length ? (
        <ul className={styles.grid} aria-label="礼品列表">
          {list.list.map((g) => (
            <li key={g.id}><GiftCard gift={g} /></li>
          ))}
        </ul>
      ) : (
        <EmptyState title={categoryName ? `“${categoryName}”暂无可兑换的礼品` : '礼品正在上架中，敬请期待'}>
          {category ? <Link href="/user/gift">查看全部礼品</Link> : null}
        </EmptyState>
      )}
      <Pager path="/user/gift" page={list.page} pageSize={list.pageSize} total={list.total} query={{ category: category ?? undefined }} />
    </>
  );
}
