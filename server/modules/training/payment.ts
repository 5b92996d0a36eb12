// How a class's fee is paid. The site takes no money online (docs/product.md §2: the pay route is always 404): the
// academy arranges payment at registration on site, or by bank transfer to its account.
import { formatDate } from '@/contract/time';
import type { ApiPayment } from '@/contract/wire/training';
import type { PayMethod } from './schema';

/** The academy's account for training fees (fictional, like the academy). */
export const ACADEMY_ACCOUNT = {
  name: '河南省基层卫生健康学会',
  bank: '中国工商银行郑州金水路支行',
  number: '1702 0210 0920 0188 866',
} as const;

type PaymentInput = {
  signupId: number;
  name: string;
  feeFen: number;
  paid: boolean;
  method: PayMethod;
  startAt: Date;
  signupEndAt: Date;
};

/** Payment instructions for a sign-up, or null when the class is free. */
export function paymentOf(p: PaymentInput): ApiPayment | null {
  if (p.feeFen <= 0) return null;
  const amount = p.feeFen / 100;
  if (p.method === 'transfer') {
    const memo = `培训费-${p.signupId}-${p.name}`;
    return {
      method: 'transfer', amount, paid: p.paid,
      account: { ...ACADEMY_ACCOUNT, memo },
      instructions: `请于${formatDate(p.signupEndAt.getTime() / 1000, 'YYYY年M月D日')}前通过银行转账缴纳培训费，附言请注明“${memo}”；到账后报名状态将更新为“已缴费”，即可在个人中心“发票管理”申请电子发票。`,
    };
  }
  return {
    method: 'onsite', amount, paid: p.paid, account: null,
    instructions: `请于报到时（${formatDate(p.startAt.getTime() / 1000, 'YYYY年M月D日')} 8:00—8:30）在报到处缴纳培训费，可使用微信、支付宝或银行卡；缴费确认后可在个人中心“发票管理”申请电子发票。`,
  };
}
