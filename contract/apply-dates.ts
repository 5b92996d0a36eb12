// The date rule of a training-class application, shared by the form (browser) and the API (the lock):
// real days, not in the past (China time), start on or before end, within the limits.
import { daysBetween, isDay } from './time';
import { APPLY_LIMITS } from './wire/user-apply';

export type DatesProblem = { field: 'startDate' | 'endDate'; message: string };

export function checkApplyDates(startDate: string, endDate: string, today: string): DatesProblem | null {
  if (!startDate) return { field: 'startDate', message: '请选择开始日期' };
  if (!isDay(startDate)) return { field: 'startDate', message: '开始日期不正确' };
  if (!endDate) return { field: 'endDate', message: '请选择结束日期' };
  if (!isDay(endDate)) return { field: 'endDate', message: '结束日期不正确' };
  if (startDate < today) return { field: 'startDate', message: '开始日期不能早于今天' };
  if (daysBetween(today, startDate) > APPLY_LIMITS.maxDaysAhead) {
    return { field: 'startDate', message: `开始日期不能晚于${Math.round(APPLY_LIMITS.maxDaysAhead / 365)}年以后` };
  }
  if (endDate < startDate) return { field: 'endDate', message: '结束日期不能早于开始日期' };
  if (daysBetween(startDate, endDate) + 1 > APPLY_LIMITS.maxDays) {
    return { field: 'endDate', message: `培训时长不能超过${APPLY_LIMITS.maxDays}天` };
  }
  return null;
}
