// Between the profile as the API sends it and the form's fields, and the county choices of a city.
import type { ApiOption, ApiOptions, ApiProfile } from '@/contract/api-types';
import type { ApiProfileForm } from '@/contract/wire/profile';

/**
 * A stored dictionary value as the select's value: the option itself, or the option whose name it is
 * (rows written before the field held codes, e.g. "主治医师"), else none.
 */
export function choiceOf(options: readonly ApiOption[] | undefined, value: string): string {
  if (!value || !options) return '';
  return (options.find((o) => o.value === value) ?? options.find((o) => o.name === value))?.value ?? '';
}

export function toProfileForm(p: ApiProfile, options: ApiOptions): ApiProfileForm {
  const region = choiceOf(options.region, p.region);
  const county = choiceOf(countiesOf(options.county ?? [], region), p.county);
  return {
    name: p.name,
    gender: p.gender,
    workUnit: p.workUnit,
    department: p.department,
    jobTitle: p.jobTitle,
    professionalTitle: choiceOf(options.professionalTitle, p.professionalTitle),
    region,
    county,
  };
}

/** The counties of a city (cascade by the option's parent). */
export function countiesOf(counties: readonly ApiOption[], region: string): ApiOption[] {
  return region ? counties.filter((c) => c.parent === region) : [];
}
