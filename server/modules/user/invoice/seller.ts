// Who issues the invoices: the society that runs the academy (fictional, like the academy; its tax
// number is made up but passes the GB 32100 check so the PDF reads like a real one).
import { ORG, SITE } from '@/server/modules/common/site';
import { ACADEMY_ACCOUNT } from '@/server/modules/training/payment';

export const SELLER = {
  name: ORG,
  taxNumber: '51410000MJY276418B',
  address: `${SITE.address} ${SITE.phone}`,
  bank: `${ACADEMY_ACCOUNT.bank} ${ACADEMY_ACCOUNT.number.replace(/\s/g, '')}`,
  /** Who issues them in the academy's finance office. */
  issuer: '刘静',
} as const;

/** 非学历教育服务: the tax category of training and course fees, and its VAT rate. */
export const SERVICE_CATEGORY = '*非学历教育服务*';
export const VAT_RATE = 0.06;
