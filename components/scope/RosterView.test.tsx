// @vitest-environment jsdom
// A class's roster as its organiser sees it: a pending sign-up waits either for the registrar's review or for
// its fee, and the status cell must say which (docs/product.md, the sign-up's stages).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRoster, ApiRosterLearner } from '@/contract/wire/user-training';
import { RosterView } from './RosterView';

const learner = (signupId: number, name: string, over: Partial<ApiRosterLearner>): ApiRosterLearner => ({
  signupId, name, phone: '13800000000', workUnit: '郑州市人民医院', department: '全科', jobTitle: '医生', region: '郑州市',
  status: 'pending', stage: 'review', signedUpAt: 1_770_000_000, attended: [], ...over,
});

const roster: ApiRoster = {
  training: { id: 7, title: '全科医生转岗培训', status: 'signup', role: 'organiser', startAt: 1_780_000_000, endAt: 1_780_200_000, seatsTotal: 30 },
  sessions: [],
  learners: [
    learner(1, '甲学员', { stage: 'review' }),
    learner(2, '乙学员', { stage: 'unpaid' }),
    learner(3, '丙学员', { status: 'confirmed', stage: 'confirmed' }),
  ],
  csvUrl: '/api/med/user/training/roster/7/csv',
};

describe('RosterView', () => {
  it('labels a pending sign-up 待审核 or 待缴费 by its stage, and a confirmed one 已确认', () => {
    render(<RosterView roster={roster} />);
    const statusOf = (name: string) => screen.getByText(name).closest('tr')?.querySelector('td[data-label="状态"]')?.textContent;
    expect([statusOf('甲学员'), statusOf('乙学员'), statusOf('丙学员')]).toEqual(['待审核', '待缴费', '已确认']);
  });
});
