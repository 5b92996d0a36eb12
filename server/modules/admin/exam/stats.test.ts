import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { freshStaffApi } from '@/tests/api/staff';
import type { ApiAdminExamStats } from '@/contract/wire/admin-exam';

// Seed (server/seed/exams.ts): six learners sat course 6's test; the fifth failed once and stopped, the
// third and sixth failed once and then passed, the others passed at the first try.
describe('admin/exam/stats/:id', () => {
  const { call } = freshStaffApi(8811, ['registrar', 'editor']);

  it("gives the registrar a course's pass rate, average score and hardest questions", async () => {
    const res = await call<ApiAdminExamStats>('admin/exam/stats/6', {}, 'registrar');
    expect(res.envelope.code).toBe(Code.Ok);
    const s = res.envelope.data;
    expect(s).toMatchObject({ courseId: 6, learners: 6, attempts: 8, passedLearners: 5, passRate: 83.3 });
    expect(s.averageScore).toBeGreaterThan(0);
    expect(s.hardest.length).toBeGreaterThan(0);
    expect(s.hardest.length).toBeLessThanOrEqual(10);
    const rates = s.hardest.map((h) => h.wrongRate);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(s.hardest[0].wrong).toBeGreaterThan(0);
  });

  it('refuses other roles, learners and guests, and a course without a test', async () => {
    for (const who of ['editor', 'learner'] as const) {
      expect((await call('admin/exam/stats/6', {}, who)).envelope.code, who).toBe(Code.Forbidden);
    }
    expect((await call('admin/exam/stats/6', {}, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
    expect((await call('admin/exam/stats/1', {}, 'registrar')).envelope.code).toBe(Code.NotFound);
  });
});
