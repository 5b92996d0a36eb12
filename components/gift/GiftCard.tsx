// One gift in the store grid: cover, title, price in points and how much is left.
import Link from '@/components/ui/Link';
import type { ApiGiftCard } from '@/contract/wire/gift';
import styles from './gift.module.css';
import { cardClass, coverClass } from '@/components/ui/Card';

/** Stock shown as a person reads it: plenty, a few left, or gone. */
export function stockText(stock: number): string {
  if (stock <= 0) return '已兑完';
  if (stock <= 5) return `仅剩${stock}件`;
  return `库存${stock}件`;
}

export function GiftCard({ gift }: { gift: ApiGiftCard }) {
  const soldOut = gift.stock <= 0;
  return (
    <Link href={`/user/gift/${gift.id}`} className={cardClass({ padding: 'none', tile: true, className: styles.card })}>
      <span className={coverClass({ className: styles.cover })}>
        <img src={gift.cover} alt="" width={480} height={360} loading="lazy" />
        <span className={styles.kindTag}>{gift.kind === 'virtual' ? '虚拟礼品' : gift.categoryName}</span>
        {soldOut ? <span className={styles.soldOut}>已兑完</span> : null}
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{gift.title}</span>
        <span className={styles.cardFoot}>
          <span className={styles.price}>{gift.points}<small>积分</small></span>
          <span className={gift.stock > 0 && gift.stock <= 5 ? styles.stockLow : styles.stock}>{stockText(gift.stock)}</span>
        </span>
      </span>
    </Link>
  );
}
