// admin/signup/list (registrar): the sign-up queue, newest first, filtered by stage (status=review is the work
// waiting), class, China days and a name or phone; admin/signup/csv (GET): the same rows as a spreadsheet.
import { z } from 'zod';
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminSignupRow } from '@/contract/wire/admin-signup';
import { csvDownload } from '@/server/http/csv';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { listSignups, zSignupFilters } from './queries';

/** The most rows one export holds. */
const CSV_MAX = 5000;

export const adminSignupList = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ ...zSignupFilters, ...zAdminPage }),
  handler: async (input, { db }): Promise<ApiAdminPage<ApiAdminSignupRow>> =>
    listSignups(db, input, input.size, (input.page - 1) * input.size),
});

export const adminSignupCsv = defineAdminRoute({
  roles: ['registrar'],
  methods: ['GET'],
  input: z.object(zSignupFilters),
  handler: async (input, { db }) => {
    const { list } = await listSignups(db, input, CSV_MAX, 0);
    const header = ['编号', '培训班', '姓名', '手机号', '工作单位', '科室', '职务', '地区', '报名问题', '费用（元）', '状态', '原因', '报名时间', '审核时间', '缴费时间'];
    const rows = list.map((r) => [
      r.id, r.training.title, r.name, r.phone, r.workUnit, r.department, r.jobTitle, r.region,
      r.answers.map((a) => `${a.label}：${a.value}`).join('；'), r.fee, SIGNUP_STAGE_TEXT[r.stage], r.reason,
      r.createdAt, r.reviewedAt ?? '', r.paidAt ?? '',
    ]);
    return csvDownload('培训报名.csv', header, rows);
  },
});
