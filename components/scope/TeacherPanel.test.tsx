// @vitest-environment jsdom
// The lecturer page shows two dates per application, the submission and the decision: each must say
// which it is.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiTeacherApplication } from '@/contract/wire/user-teacher';
import { TeacherPanel } from './TeacherPanel';

const SUBMITTED = Date.UTC(2026, 2, 2, 2) / 1000; // 2026-03-02 10:00 China time
const DECIDED = Date.UTC(2026, 2, 9, 2) / 1000; // 2026-03-09 10:00 China time

const application = (over: Partial<ApiTeacherApplication>): ApiTeacherApplication => ({
  id: 1, professionalTitle: { value: 'attending', name: '主治医师' }, yearsOfPractice: 8,
  hospitalLevel: { value: 'county', name: '二级医院' }, specialties: [{ value: 'general', name: '全科医学' }],
  experience: '', attachment: { name: '证书.pdf', kind: 'pdf', size: 1024, url: '/x' }, status: 'rejected',
  reason: '资质材料不清晰', createdAt: SUBMITTED, updatedAt: DECIDED, decidedAt: DECIDED, canEdit: false, ...over,
});
const options = { professionalTitle: [], hospitalLevel: [], specialty: [] };

describe('TeacherPanel', () => {
  it('says which date is the submission and which the decision of a rejected application', () => {
    const { container } = render(<TeacherPanel state={{ current: null, history: [application({})], canApply: true }} options={options} />);
    expect(container.textContent).toContain('您于2026-03-02提交的申请，学院于2026-03-09审核未通过：资质材料不清晰');
    const item = screen.getByText(/提交于 2026-03-02/);
    expect(item.textContent).toContain('提交于 2026-03-02 · 审核于 2026-03-09');
  });

  it('labels the approval time of an approved application apart from its submission time', () => {
    const current = application({ status: 'approved', reason: null });
    const { container } = render(<TeacherPanel state={{ current, history: [], canApply: false }} options={options} />);
    expect(container.textContent).toContain('审核通过时间：2026-03-09 10:00');
    expect(container.textContent).toContain('提交时间2026-03-02 10:00');
  });
});
