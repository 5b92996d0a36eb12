// How to pay a class's fee, as the academy arranges it (on site, or by bank transfer).
import type { ApiPayment } from '@/contract/wire/training';
import { feeText } from './format';
import styles from './training.module.css';

export function PaymentNotice({ payment }: { payment: ApiPayment }) {
  return (
    <div>
      <p>
        培训费 <span className={styles.fee}>{feeText(payment.amount)}</span>{' '}
        {payment.paid ? '（已缴纳）' : `（待缴纳 · ${payment.method === 'transfer' ? '银行转账' : '报到时现场缴纳'}）`}
      </p>
      {payment.paid ? (
        <p className={styles.stateNote}>学院已确认收到您的培训费，可在个人中心“发票管理”申请电子发票。</p>
      ) : (
        <>
          <p className={styles.stateNote}>{payment.instructions}</p>
          {payment.account ? (
            <dl className={styles.account}>
              <dt>户名</dt>
              <dd>{payment.account.name}</dd>
              <dt>开户行</dt>
              <dd>{payment.account.bank}</dd>
              <dt>账号</dt>
              <dd>{payment.account.number}</dd>
              <dt>汇款附言</dt>
              <dd>{payment.account.memo}</dd>
            </dl>
          ) : null}
          <p className={styles.stateNote}>本站不提供在线支付，请勿向任何个人账户转账。</p>
        </>
      )}
    </div>
  );
}
