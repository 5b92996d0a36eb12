// admin/payment/list (finance): the fees to confirm (status=pending) and those confirmed or voided;
// admin/payment/csv (GET): the same rows as a spreadsheet.
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { PAYMENT_KIND_TEXT, PAYMENT_STATUS_TEXT, type ApiAdminPaymentRow } from '@/contract/wire/admin-signup';
import { csvDownload } from '@/server/http/csv';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { listPayments, zPaymentFilters } from './queries';

const CSV_MAX = 5000;

export const adminPaymentList = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ ...zPaymentFilters, ...zAdminPage }),
  handler: async (input, { db }): Promise<ApiAdminPage<ApiAdminPaymentRow>> =>
    listPayments(db, input, input.size, (input.page - 1) * input.size),
});

export const adminPaymentCsv = defineAdminRoute({
  roles: ['finance'],
  methods: ['GET'],
  input: z.object(zPaymentFilters),
  handler: async (input, { db }) => {
    const { list } = await listPayments(db, input, CSV_MAX, 0);
    const header = ['编号', '类型', '项目', '姓名', '手机号', '应缴（元）', '到账（元）', '收款凭证号', '状态', '生成时间', '到账确认时间', '确认人'];
    const rows = list.map((r) => [
      r.id, PAYMENT_KIND_TEXT[r.kind], r.item.title, r.name, r.phone, r.amount, r.paid, r.reference,
      PAYMENT_STATUS_TEXT[r.status], r.createdAt, r.paidAt ?? '', r.confirmedBy,
    ]);
    return csvDownload('缴费记录.csv', header, rows);
  },
});
