// The sign-up form's fields and their checks, shared by the form and its tests. The server checks
// the same again (server/modules/training/signup.ts); these only save a round trip.
import type { ApiSignupDefaults } from '@/contract/wire/training';

export type SignupFields = ApiSignupDefaults;
export type SignupErrors = Partial<Record<keyof SignupFields, string>>;

export const FIELD_LIMITS = { name: 32, workUnit: 100, department: 50, jobTitle: 50 } as const;

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+?86/, '');
}

export function validateSignup(f: SignupFields): SignupErrors {
  const errors: SignupErrors = {};
  const need = (key: keyof typeof FIELD_LIMITS, label: string) => {
    const value = f[key].trim();
    if (!value) errors[key] = `请填写${label}`;
    else if ([...value].length > FIELD_LIMITS[key]) errors[key] = `${label}不能超过${FIELD_LIMITS[key]}个字`;
  };
  need('name', '姓名');
  if (!/^1[3-9]\d{9}$/.test(normalisePhone(f.phone))) errors.phone = '请填写正确的11位手机号';
  need('workUnit', '工作单位');
  need('department', '科室');
  need('jobTitle', '职务/岗位');
  if (!f.region) errors.region = '请选择所在地区';
  return errors;
}
