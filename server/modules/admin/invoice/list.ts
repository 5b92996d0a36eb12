// admin/invoice/list (finance): invoice requests, newest first, filtered by status, kind, days and q;
// admin/invoice/csv (GET, finance): the same filtered rows as a spreadsheet (formula-guarded CSV).
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import { INVOICE_STATUS_TEXT } from '@/contract/wire/invoice';
import { csvDownload } from '@/server/http/csv';
import { users } from '@/server/modules/passport/schema';
import { invoices } from '@/server/modules/user/invoice/schema';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { invoiceRows, invoiceWhere, zInvoiceFilters } from './query';

export const adminInvoiceList = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ ...zInvoiceFilters, ...zAdminPage }),
  handler: async ({ page, size, ...filters }, { db }): Promise<ApiAdminPage<ApiAdminInvoiceRow>> => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(invoiceWhere(filters));
    return { total, list: await invoiceRows(db, filters, size, (page - 1) * size) };
  },
});

/** The most rows one export holds; narrow the filters for more. */
const CSV_MAX_ROWS = 5000;
const time = (s: number | null) => formatDateTime(s);

export const adminInvoiceCsv = defineAdminRoute({
  roles: ['finance'],
  methods: ['GET'],
  input: z.object(zInvoiceFilters),
  handler: async (filters, { db }) => {
    const rows = await invoiceRows(db, filters, CSV_MAX_ROWS, 0);
    return csvDownload(
      '发票申请.csv',
      ['编号', '申请时间', '状态', '学员', '手机号', '发票类型', '抬头', '纳税人识别号', '地址电话', '开户行及账号', '接收邮箱', '金额（元）', '开票项目', '发票号码', '开票时间', '驳回/红冲原因'],
      rows.map((r) => [
        r.id, time(r.createdAt), INVOICE_STATUS_TEXT[r.status], r.learner.name, r.learner.phone,
        r.kind === 'special' ? '增值税专用发票' : '电子普通发票', r.title, r.taxNumber, r.address, r.bank, r.email,
        r.amount.toFixed(2), r.items.map((i) => i.name).join('；'), r.number, time(r.issuedAt), r.rejectReason ?? r.reverseReason,
      ]),
    );
  },
});
