// admin/signup/list (registrar): the sign-up queue, newest first, filtered by stage (status=review is the work
// waiting), class, China days and a name or phone; admin/signup/csv (GET): the same rows as a spreadsheet.
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import { defineListAndCsv } from '../list-routes';
import { listSignups, zSignupFilters } from './queries';

export const { list: adminSignupList, csv: adminSignupCsv } = defineListAndCsv(['registrar'], zSignupFilters, listSignups, {
  fileName: '培训报名.csv',
  header: ['编号', '培训班', '姓名', '手机号', '工作单位', '科室', '职务', '地区', '报名问题', '费用（元）', '状态', '原因', '报名时间', '审核时间', '缴费时间'],
  row: (r) => [
    r.id, r.training.title, r.name, r.phone, r.workUnit, r.department, r.jobTitle, r.region,
    r.answers.map((a) => `${a.label}：${a.value}`).join('；'), r.fee, SIGNUP_STAGE_TEXT[r.stage], r.reason,
    r.createdAt, r.reviewedAt ?? '', r.paidAt ?? '',
  ],
});
