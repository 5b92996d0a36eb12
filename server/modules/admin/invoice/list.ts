// admin/invoice/list (finance): invoice requests, newest first, filtered by status, kind, days and q;
// admin/invoice/csv (GET, finance): the same filtered rows as a spreadsheet (formula-guarded CSV).
import { formatDateTime } from '@/contract/time';
import { INVOICE_STATUS_TEXT } from '@/contract/wire/invoice';
import { defineListAndCsv } from '../list-routes';
import { invoicePage, zInvoiceFilters } from './query';

const time = (s: number | null) => formatDateTime(s);

export const { list: adminInvoiceList, csv: adminInvoiceCsv } = defineListAndCsv(['finance'], zInvoiceFilters, invoicePage, {
  fileName: '发票申请.csv',
  header: ['编号', '申请时间', '状态', '学员', '手机号', '发票类型', '抬头', '纳税人识别号', '地址电话', '开户行及账号', '接收邮箱', '金额（元）', '开票项目', '发票号码', '开票时间', '驳回/红冲原因'],
  row: (r) => [
    r.id, time(r.createdAt), INVOICE_STATUS_TEXT[r.status], r.learner.name, r.learner.phone,
    r.kind === 'special' ? '增值税专用发票' : '电子普通发票', r.title, r.taxNumber, r.address, r.bank, r.email,
    r.amount.toFixed(2), r.items.map((i) => i.name).join('；'), r.number, time(r.issuedAt), r.rejectReason ?? r.reverseReason,
  ],
});
