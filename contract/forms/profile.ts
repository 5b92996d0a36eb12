// The profile form (/user/info; user/profile/save). Every field is sent each time; dictionary fields are
// option values ('' when not chosen), checked against the options table by the API.
import { z } from 'zod';
import { OPTION_VALUE, PROFILE_LIMITS } from '../wire/profile';
import { zRequired, zText } from './fields';

const zOptional = (label: string) =>
  z
    .string()
    .max(60, `${label}不正确`)
    .refine((v) => v === '' || OPTION_VALUE.test(v), `${label}不正确`)
    .optional()
    .transform((v) => v ?? '');

const optionalText = (max: number, label: string) => zText(max, label).optional().transform((v) => v ?? '');

export const profileForm = z
  .object({
    name: zRequired(PROFILE_LIMITS.name, '姓名'),
    gender: z
      .enum(['', 'male', 'female'], '性别不正确')
      .optional()
      .transform((v) => v ?? ''),
    workUnit: optionalText(PROFILE_LIMITS.workUnit, '工作单位'),
    department: optionalText(PROFILE_LIMITS.department, '科室'),
    jobTitle: optionalText(PROFILE_LIMITS.jobTitle, '职务'),
    professionalTitle: zOptional('职称'),
    region: zOptional('所在城市'),
    county: zOptional('所在区县'),
  })
  .superRefine((v, ctx) => {
    // A county belongs to a city: without the city it cannot be checked, nor shown.
    if (v.county && !v.region) ctx.addIssue({ code: 'custom', path: ['county'], message: '请先选择所在城市' });
  });
export type ProfileFormInput = z.input<typeof profileForm>;
