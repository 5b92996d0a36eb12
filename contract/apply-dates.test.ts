import { describe, expect, it } from 'vitest';
import { checkApplyDates } from './apply-dates';

const today = '2025-05-10';

describe('checkApplyDates', () => {
  it('accepts a class from today on, one day long or more', () => {
    expect(checkApplyDates('2025-05-10', '2025-05-10', today)).toBeNull();
    expect(checkApplyDates('2025-06-01', '2025-06-03', today)).toBeNull();
  });

  it('names the field and the problem', () => {
    expect(checkApplyDates('', '2025-06-01', today)).toEqual({ field: 'startDate', message: '请选择开始日期' });
    expect(checkApplyDates('2025-06-01', '', today)?.field).toBe('endDate');
    expect(checkApplyDates('2025-02-30', '2025-06-01', today)?.message).toBe('开始日期不正确');
    expect(checkApplyDates('2025-05-09', '2025-06-01', today)?.message).toBe('开始日期不能早于今天');
    expect(checkApplyDates('2025-06-03', '2025-06-01', today)?.message).toBe('结束日期不能早于开始日期');
    expect(checkApplyDates('2025-06-01', '2025-12-31', today)?.message).toBe('培训时长不能超过180天');
    expect(checkApplyDates('2027-06-01', '2027-06-02', today)?.field).toBe('startDate');
  });
});
