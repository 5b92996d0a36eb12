// The training sign-up form (/training/{id}; training/signup/{id}, docs/product.md §7). The class id is
// the path's, added by the API.
import { z } from 'zod';
import { zPhone, zRequired } from './fields';
import { SIGNUP_LIMITS } from './limits';

export const signupForm = z.object({
  name: zRequired(SIGNUP_LIMITS.name, '姓名'),
  phone: zPhone,
  workUnit: zRequired(SIGNUP_LIMITS.workUnit, '工作单位'),
  department: zRequired(SIGNUP_LIMITS.department, '科室'),
  jobTitle: zRequired(SIGNUP_LIMITS.jobTitle, '职务/岗位'),
  region: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, '请选择所在地区'),
});
export type SignupFormInput = z.input<typeof signupForm>;
