import { describe, expect, it } from 'vitest';
import { checkApplyForm, emptyApplyValues, type ApplyValues } from './apply-form';

const today = '2025-05-10';
const good: ApplyValues = {
  title: '慢病管理培训班', organisation: '中牟县人民医院', contactName: '张晓明', contactPhone: '138 0000 0000',
  region: '410100', startDate: '2025-05-20', endDate: '2025-05-22', trainees: '60',
  plan: '围绕高血压与糖尿病的基层规范化管理，开展三天集中培训与案例讨论。',
};

describe('checkApplyForm', () => {
  it('accepts a complete form', () => {
    expect(checkApplyForm(good, today)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(Object.keys(checkApplyForm(emptyApplyValues(), today))).toEqual([
      'title', 'organisation', 'contactName', 'contactPhone', 'region', 'startDate', 'trainees', 'plan',
    ]);
  });

  it('explains each wrong value', () => {
    expect(checkApplyForm({ ...good, contactPhone: '1234' }, today).contactPhone).toBe('请输入正确的手机号');
    expect(checkApplyForm({ ...good, startDate: '2025-05-01' }, today).startDate).toBe('开始日期不能早于今天');
    expect(checkApplyForm({ ...good, endDate: '2025-05-19' }, today).endDate).toBe('结束日期不能早于开始日期');
    expect(checkApplyForm({ ...good, trainees: '0' }, today).trainees).toBe('预计培训人数应在1～1000人之间');
    expect(checkApplyForm({ ...good, trainees: '1001' }, today).trainees).toBe('预计培训人数应在1～1000人之间');
    expect(checkApplyForm({ ...good, trainees: '2.5' }, today).trainees).toBe('预计培训人数应为整数');
    expect(checkApplyForm({ ...good, plan: '太短' }, today).plan).toBe('培训计划至少20个字');
    expect(checkApplyForm({ ...good, title: '班'.repeat(61) }, today).title).toBe('培训班名称不能超过60个字');
  });
});
