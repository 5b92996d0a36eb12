// admin/payment/list (finance): the fees to confirm (status=pending) and those confirmed or voided;
// admin/payment/csv (GET): the same rows as a spreadsheet.
import { PAYMENT_KIND_TEXT, PAYMENT_STATUS_TEXT } from '@/contract/wire/admin-signup';
import { defineListAndCsv } from '../list-routes';
import { listPayments, zPaymentFilters } from './queries';

export const { list: adminPaymentList, csv: adminPaymentCsv } = defineListAndCsv(['finance'], zPaymentFilters, listPayments, {
  fileName: '缴费记录.csv',
  header: ['编号', '类型', '项目', '姓名', '手机号', '应缴（元）', '到账（元）', '收款凭证号', '状态', '生成时间', '到账确认时间', '确认人'],
  row: (r) => [
    r.id, PAYMENT_KIND_TEXT[r.kind], r.item.title, r.name, r.phone, r.amount, r.paid, r.reference,
    PAYMENT_STATUS_TEXT[r.status], r.createdAt, r.paidAt ?? '', r.confirmedBy,
  ],
});
