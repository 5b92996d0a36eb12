// /user/gift/order: my exchange orders (user/gift/order) by status, a page at a time. After an exchange
// the form comes here with ?placed=<id>: that order (user/gift/order/{id}) is shown on top with a note.
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { GiftNav } from '@/components/gift/GiftNav';
import { OrderCard } from '@/components/gift/OrderCard';
import styles from '@/components/gift/gift.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { pageHref, Pager } from '@/components/ui/Pager';
import type { GiftOrdersProps } from '@/loaders/gift';
import type { BaseProps } from '@/loaders/page';
import { GIFT_ORDER_STATUS_NAMES, GIFT_ORDER_STATUSES, type ApiGiftOrder } from '@/contract/wire/gift';

export { getGiftOrdersProps as getServerSideProps } from '@/loaders/gift';

export default function GiftOrdersPage(props: GiftOrdersProps & BaseProps) {
  const { orders, status, site, siteUrl } = props;
  // Orders change in place when cancelled or received; a new page of props starts afresh.
  const [changed, setChanged] = useState<Record<number, ApiGiftOrder>>({});
  const update = (o: ApiGiftOrder) => setChanged((c) => ({ ...c, [o.id]: o }));
  const placed = props.placed ? changed[props.placed.id] ?? props.placed : null;
  const list = orders.list.filter((o) => o.id !== placed?.id).map((o) => changed[o.id] ?? o);

  const path = pageHref('/user/gift/order', orders.page, { status: status ?? undefined });
  const crumbs = [
    { name: '个人中心', path: '/user/userCenter' },
    { name: '积分商城', path: '/user/gift' },
    { name: '我的兑换', path: '/user/gift/order' },
  ];
  const statusName = status ? GIFT_ORDER_STATUS_NAMES[status] : null;
  return (
    <>
      <Seo title={`${statusName ? `${statusName} - ` : ''}我的兑换${orders.page > 1 ? ` 第${orders.page}页` : ''}`}
        site={site} siteUrl={siteUrl} path={path} noindex description="我的积分兑换订单：待发货、已发货、已完成和已取消。"
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.pageHeading}>我的兑换</h1>
      <GiftNav current="/user/gift/order" />
      {placed ? (
        <section className={styles.placed} aria-labelledby="placed-title">
          <h2 id="placed-title" className={styles.placedTitle}>兑换成功</h2>
          <p className={styles.hint}>
            {placed.giftKind === 'virtual' ? '兑换码已生成，可在下方查看。' : '学院将在7个工作日内寄出礼品，发货后会通过站内消息通知您。'}
          </p>
          <OrderCard order={placed} highlight onChange={update} />
        </section>
      ) : null}
      <FilterBar path="/user/gift/order" current={{ status: status ?? undefined }}
        groups={[{ name: 'status', label: '状态', options: GIFT_ORDER_STATUSES.map((s) => ({ value: s, label: GIFT_ORDER_STATUS_NAMES[s] })) }]} />
      {list.length ? (
        <div className={styles.orders}>
          {list.map((o) => <OrderCard key={o.id} order={o} onChange={update} />)}
        </div>
      ) : placed ? null : (
        <EmptyState title={statusName ? `没有${statusName}的兑换订单` : '您还没有兑换过礼品'}>
          <Link href="/user/gift">去积分商城看看</Link>
        </EmptyState>
      )}
      <Pager path="/user/gift/order" page={orders.page} pageSize={orders.pageSize} total={orders.total} query={{ status: status ?? undefined }} />
    </>
  );
}
