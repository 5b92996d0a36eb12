// The training-class application form (/user/apply; user/apply/save). `id` edits one of mine still
// submitted; `submitKey` makes a repeated submit of a new form create one application.
import { z } from 'zod';
import { checkApplyDates } from '../apply-dates';
import { chinaDay } from '../time';
import { APPLY_LIMITS } from '../wire/user-apply';
import { zId, zPhone, zRequired, zText } from './fields';

export const applyForm = z
  .object({
    id: zId.optional(),
    submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '提交标识不正确').optional(),
    title: zRequired(APPLY_LIMITS.title, '培训班名称'),
    organisation: zRequired(APPLY_LIMITS.organisation, '申请单位'),
    contactName: zRequired(APPLY_LIMITS.contactName, '联系人'),
    contactPhone: zPhone,
    region: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, '请选择举办地区'),
    startDate: z.string().max(10, '开始日期不正确'),
    endDate: z.string().max(10, '结束日期不正确'),
    trainees: z
      .string()
      .regex(/^\d{1,4}$/, '预计培训人数应为整数')
      .transform(Number)
      .refine((n) => n >= APPLY_LIMITS.traineesMin && n <= APPLY_LIMITS.traineesMax,
        `预计培训人数应在${APPLY_LIMITS.traineesMin}～${APPLY_LIMITS.traineesMax}人之间`),
    plan: zText(APPLY_LIMITS.plan, '培训计划').refine((s) => [...s].length >= APPLY_LIMITS.planMin, `培训计划至少${APPLY_LIMITS.planMin}个字`),
  })
  .superRefine((v, ctx) => {
    const problem = checkApplyDates(v.startDate, v.endDate, chinaDay());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type ApplyFormInput = z.input<typeof applyForm>;
