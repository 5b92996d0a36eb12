// The training-class application form's values and the browser's checks (the API checks again: it is
// the lock). One message per field, in the order the fields appear.
import { checkApplyDates } from '@/contract/apply-dates';
import { APPLY_LIMITS, type ApiApplication, type ApiApplicationForm } from '@/contract/wire/user-apply';
import { charCount } from './format';

export type ApplyValues = Omit<ApiApplicationForm, 'id' | 'submitKey'>;
export type ApplyField = keyof ApplyValues;
export type ApplyErrors = Partial<Record<ApplyField, string>>;

export const APPLY_FIELDS: readonly ApplyField[] = [
  'title', 'organisation', 'contactName', 'contactPhone', 'region', 'startDate', 'endDate', 'trainees', 'plan',
];

export function emptyApplyValues(defaults: { organisation?: string; contactName?: string; contactPhone?: string } = {}): ApplyValues {
  return {
    title: '', organisation: defaults.organisation ?? '', contactName: defaults.contactName ?? '',
    contactPhone: defaults.contactPhone ?? '', region: '', startDate: '', endDate: '', trainees: '', plan: '',
  };
}

export function valuesOf(a: ApiApplication): ApplyValues {
  return {
    title: a.title, organisation: a.organisation, contactName: a.contactName, contactPhone: a.contactPhone,
    region: a.region.value, startDate: a.startDate, endDate: a.endDate, trainees: String(a.trainees), plan: a.plan,
  };
}

function required(value: string, label: string, max: number): string | undefined {
  if (!value.trim()) return `请填写${label}`;
  if (charCount(value) > max) return `${label}不能超过${max}个字`;
  return undefined;
}

export function checkApplyForm(v: ApplyValues, today: string): ApplyErrors {
  const errors: ApplyErrors = {
    title: required(v.title, '培训班名称', APPLY_LIMITS.title),
    organisation: required(v.organisation, '申请单位', APPLY_LIMITS.organisation),
    contactName: required(v.contactName, '联系人', APPLY_LIMITS.contactName),
  };
  const phone = v.contactPhone.replace(/[\s-]/g, '');
  if (!phone) errors.contactPhone = '请填写联系电话';
  else if (!/^1[3-9]\d{9}$/.test(phone)) errors.contactPhone = '请输入正确的手机号';
  if (!v.region) errors.region = '请选择举办地区';
  const dates = checkApplyDates(v.startDate, v.endDate, today);
  if (dates) errors[dates.field] = dates.message;
  const trainees = v.trainees.trim();
  if (!trainees) errors.trainees = '请填写预计培训人数';
  else if (!/^\d+$/.test(trainees)) errors.trainees = '预计培训人数应为整数';
  else if (Number(trainees) < APPLY_LIMITS.traineesMin || Number(trainees) > APPLY_LIMITS.traineesMax) {
    errors.trainees = `预计培训人数应在${APPLY_LIMITS.traineesMin}～${APPLY_LIMITS.traineesMax}人之间`;
  }
  const plan = charCount(v.plan);
  if (plan === 0) errors.plan = '请填写培训计划';
  else if (plan < APPLY_LIMITS.planMin) errors.plan = `培训计划至少${APPLY_LIMITS.planMin}个字`;
  else if (plan > APPLY_LIMITS.plan) errors.plan = `培训计划不能超过${APPLY_LIMITS.plan}个字`;
  for (const k of APPLY_FIELDS) if (!errors[k]) delete errors[k];
  return errors;
}
