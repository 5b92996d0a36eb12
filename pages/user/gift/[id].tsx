// /user/gift/{id}: one gift and its exchange form. docs/product.md §2: the data is loaded before the page shows and
// code 2404 (missing or offline) is the 404 page; the route table hides the bottom navigation here.
import { ExchangeForm } from '@/components/gift/ExchangeForm';
import styles from '@/components/gift/gift.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { GiftDetailProps } from '@/loaders/gift';
import type { BaseProps } from '@/loaders/page';
import { cardClass } from '@/components/ui/Card';

export { getGiftDetailProps as getServerSideProps } from '@/loaders/gift';

export default function GiftDetailPage({ gift, addresses, formKey, site, siteUrl }: GiftDetailProps & BaseProps) {
  const crumbs = [
    { name: '个人中心', path: '/user/userCenter' },
    { name: '积分商城', path: '/user/gift' },
    { name: gift.title, path: `/user/gift/${gift.id}` },
  ];
  return (
    <>
      <Seo title={`${gift.title} - 积分商城`} site={site} siteUrl={siteUrl} path={`/user/gift/${gift.id}`} noindex
        description={`${gift.summary}。${gift.points}积分兑换。`} image={gift.cover}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.detail}>
        <div className={styles.detailCover}>
          <img src={gift.cover} alt={gift.title} width={480} height={360} />
        </div>
        <div className={styles.detailInfo}>
          <p className={styles.detailCategory}>{gift.categoryName}{gift.kind === 'virtual' ? ' · 虚拟礼品' : ' · 实物礼品'}</p>
          <h1 className={styles.detailTitle}>{gift.title}</h1>
          <p className={styles.detailSummary}>{gift.summary}</p>
          <p className={styles.detailPrice}><strong>{gift.points}</strong> 积分/件</p>
          <dl className={styles.detailFacts}>
            <div><dt>库存</dt><dd className={gift.stock <= 5 ? styles.lowText : undefined}>{gift.stock > 0 ? `${gift.stock}件` : '已兑完'}</dd></div>
            <div><dt>已兑换</dt><dd>{gift.exchanged}件</dd></div>
            {gift.perUserLimit !== null ? <div><dt>每人限兑</dt><dd>{gift.perUserLimit}件{gift.mine > 0 ? `（您已兑换${gift.mine}件）` : ''}</dd></div> : null}
            <div><dt>我的积分</dt><dd data-testid="points-balance">{gift.balance}</dd></div>
          </dl>
          <ExchangeForm gift={gift} addresses={addresses} formKey={formKey} />
        </div>
      </div>
      <section className={cardClass({ padding: 'lg', className: styles.description })} aria-labelledby="gift-description">
        <h2 id="gift-description">礼品介绍</h2>
        {gift.description.map((p, i) => <p key={i}>{p}</p>)}
      </section>
    </>
  );
}
