// docs/product.md §2 keeps /user/order a 404 (no order centre) and keeps its entry in the user menu, so the 404
// seen there says so and points to where a learner's orders really are.
import Link from '@/components/ui/Link';
import styles from './ErrorScreen.module.css';

export const ORDER_CENTRE_PATH = '/user/order';

export function OrderCentreClosed() {
  return (
    <ul className={styles.links} aria-label="去哪里查看订单">
      <li>
        <Link href="/user/study">
          <strong>学习中心</strong>
          <span>培训班与课程的报名记录、缴费状态和电子票</span>
        </Link>
      </li>
      <li>
        <Link href="/user/gift/order">
          <strong>兑换记录</strong>
          <span>积分商城的礼品兑换订单与发货进度</span>
        </Link>
      </li>
      <li>
        <Link href="/user/invoice">
          <strong>发票管理</strong>
          <span>已缴培训费的发票申请与下载</span>
        </Link>
      </li>
    </ul>
  );
}
