// The training-class application form's values. Its checks are the API's own schema
// (contract/forms/apply.ts), run in the browser by lib/use-api-form.ts.
import type { ApiApplication, ApiApplicationForm } from '@/contract/wire/user-apply';

export type ApplyValues = Omit<ApiApplicationForm, 'id' | 'submitKey'>;
export type ApplyField = keyof ApplyValues;

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
