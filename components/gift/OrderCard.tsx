// One exchange order: what, how many, for how many points, its status and what comes with it (the
// courier's tracking note, a voucher code, the address), with the owner's next step: cancel while it
// waits to be shipped (points and stock come back), confirm once received.
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import { useApiForm } from '@/lib/use-api-form';
import type { ApiGiftOrder } from '@/contract/wire/gift';
import styles from './gift.module.css';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

const STATUS_CLASS: Record<ApiGiftOrder['status'], string> = {
  pending: styles.statusPending,
  shipped: styles.statusShipped,
  completed: styles.statusCompleted,
  cancelled: styles.statusCancelled,
};

type Props = { order: ApiGiftOrder; highlight?: boolean; onChange: (order: ApiGiftOrder) => void };

export function OrderCard({ order, highlight = false, onChange }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { busy, formError: error, submit } = useApiForm();

  const act = async (action: 'cancel' | 'confirm') => {
    const done = await submit<ApiGiftOrder>(`user/gift/${action}/${order.id}`, {});
    if (!done.ok) return;
    onChange(done.data);
    setConfirming(false);
  };

  return (
    <article id={`order-${order.id}`} className={cardClass({ padding: 'sm', className: highlight ? `${styles.order} ${styles.orderHighlight}` : styles.order })} aria-labelledby={`order-${order.id}-title`}>
      <header className={styles.orderHead}>
        <span className={styles.orderNo}>订单号 {order.orderNo}</span>
        <span className={`${styles.status} ${STATUS_CLASS[order.status]}`}>{order.statusName}</span>
      </header>
      <div className={styles.orderBody}>
        {/* The gift may be offline now: the order still shows what was exchanged. */}
        <img src={order.cover} alt="" width={96} height={72} className={styles.orderCover} loading="lazy" />
        <div className={styles.orderMain}>
          <h3 id={`order-${order.id}-title`} className={styles.orderTitle}>
            <Link href={`/user/gift/${order.giftId}`}>{order.giftTitle}</Link>
          </h3>
          <p className={styles.orderMeta}>
            {order.unitPoints}积分 × {order.quantity} · 合计 <strong className={styles.orderPoints}>{order.totalPoints}积分</strong>
          </p>
          <p className={styles.orderMeta}>兑换时间 {formatDateTime(order.createdAt)}</p>
        </div>
      </div>
      <dl className={styles.orderFacts}>
        {order.voucherCode ? (
          <div><dt>兑换码</dt><dd className={styles.voucher}>{order.voucherCode}</dd></div>
        ) : null}
        {order.receiver ? (
          <div><dt>收货信息</dt><dd>{order.receiver.name} {order.receiver.phone}，{order.receiver.address}</dd></div>
        ) : null}
        {order.trackingNote ? (
          <div><dt>物流信息</dt><dd>{order.trackingNote}{order.shippedAt ? `（${formatDateTime(order.shippedAt)} 发货）` : ''}</dd></div>
        ) : null}
        {order.status === 'pending' ? (
          <div><dt>发货说明</dt><dd>学院将在7个工作日内寄出，发货后会通过站内消息通知您。</dd></div>
        ) : null}
        {order.completedAt && order.status === 'completed' ? (
          <div><dt>完成时间</dt><dd>{formatDateTime(order.completedAt)}</dd></div>
        ) : null}
        {order.cancelledAt ? (
          <div><dt>取消时间</dt><dd>{formatDateTime(order.cancelledAt)}，{order.totalPoints}积分已退回</dd></div>
        ) : null}
        {order.cancelReason ? (
          <div><dt>取消原因</dt><dd>学院取消：{order.cancelReason}</dd></div>
        ) : null}
      </dl>
      {order.canCancel || order.canConfirm ? (
        <div className={styles.orderActions}>
          {order.canConfirm ? (
            <button type="button" className={buttonClass({ variant: 'primary', size: 'sm' })} disabled={busy} onClick={() => act('confirm')}>
              确认收货
            </button>
          ) : null}
          {order.canCancel && !confirming ? (
            <button type="button" className={buttonClass({ variant: 'quiet', size: 'sm' })} disabled={busy} onClick={() => setConfirming(true)}>
              取消兑换
            </button>
          ) : null}
          {order.canCancel && confirming ? (
            <span className={styles.confirmRow} role="group" aria-label="确认取消兑换">
              <span>取消后{order.totalPoints}积分将退回，确定取消？</span>
              <button type="button" className={buttonClass({ variant: 'danger', size: 'sm' })} disabled={busy} onClick={() => act('cancel')}>确定取消</button>
              <button type="button" className={buttonClass({ variant: 'quiet', size: 'sm' })} disabled={busy} onClick={() => setConfirming(false)}>再想想</button>
            </span>
          ) : null}
          <p className={styles.formError} role="alert">{error}</p>
        </div>
      ) : null}
    </article>
  );
}
