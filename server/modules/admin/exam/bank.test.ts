import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiAdminExamBank, ApiAdminExamQuestion } from '@/contract/wire/admin-exam';
import { auditLog, examPapers, examQuestions } from '@/server/db/schema';
import { freshStaffApi } from '@/tests/api/staff';

// Course 6 has the seed's bank and paper; course 7 (also seeded without a test here) gets one built from nothing.
describe('the registrar edits a course test: admin/exam/get, paper, question/save, question/delete', () => {
  const { t, call } = freshStaffApi(8813, ['registrar', 'editor']);
  const single = { courseId: '7', kind: 'single', stem: '成人OGTT使用的无水葡萄糖剂量为', options: ['50 g', '75 g', '100 g'], answer: ['1'], explanation: '75 g。', inPaper: '1' };
  const auditOf = (kind: string, itemId: string) => t.db.select().from(auditLog).where(and(eq(auditLog.kind, kind), eq(auditLog.itemId, itemId)));

  it('reads the rules and the bank with its answers', async () => {
    const res = await call<ApiAdminExamBank>('admin/exam/get/6', {}, 'registrar');
    expect(res.envelope.code).toBe(Code.Ok);
    const bank = res.envelope.data;
    expect(bank).toMatchObject({ kind: 'course', course: { id: 6 } });
    expect(bank.paper).toMatchObject({ passScore: expect.any(Number), maxAttempts: expect.any(Number) });
    expect(bank.questions.length).toBeGreaterThanOrEqual(20);
    expect(bank.questions.every((q) => q.answer.length > 0)).toBe(true);
    expect((await call('admin/exam/get/99999', {}, 'registrar')).envelope.code).toBe(Code.NotFound);
  });

  it('creates, edits and deletes a question, each with its audit row', async () => {
    const before = (await auditOf('course', '7')).length;
    const created = await call<ApiAdminExamQuestion>('admin/exam/question/save', single, 'registrar');
    expect(created.envelope).toMatchObject({ code: 0, data: { kind: 'single', answer: [1], inPaper: true } });
    const id = created.envelope.data.id;
    const judge = { ...single, id: String(id), kind: 'judge', stem: 'HbA1c检测前需要严格空腹。', options: [], answer: ['1'] };
    const edited = await call<ApiAdminExamQuestion>('admin/exam/question/save', judge, 'registrar');
    expect(edited.envelope.data).toMatchObject({ id, kind: 'judge', options: ['正确', '错误'], answer: [1] });
    expect(await auditOf('course', '7')).toHaveLength(before + 2);
    // Another course's id with this question's id is not this question.
    expect((await call('admin/exam/question/save', { ...judge, courseId: '6' }, 'registrar')).envelope.code).toBe(Code.NotFound);
    expect((await call(`admin/exam/question/delete/${id}`, {}, 'registrar')).envelope.code).toBe(Code.Ok);
    expect(await t.db.select().from(examQuestions).where(eq(examQuestions.id, id))).toHaveLength(0);
    expect(await auditOf('exam_question', String(id))).toMatchObject([{ action: 'delete', after: null }]);
    expect((await call(`admin/exam/question/delete/${id}`, {}, 'registrar')).envelope.code).toBe(Code.NotFound);
  });

  it('refuses a bad question field by field', async () => {
    const bad = async (body: Record<string, unknown>) => (await call('admin/exam/question/save', { ...single, ...body }, 'registrar')).envelope;
    expect(await bad({ answer: ['5'] })).toMatchObject({ code: Code.BadInput, fields: { answer: '答案须是已有的选项' } });
    expect(await bad({ options: ['只有一个'], answer: ['0'] })).toMatchObject({ code: Code.BadInput, fields: { options: '选择题需要2到6个选项' } });
    expect(await bad({ answer: ['0', '1'] })).toMatchObject({ code: Code.BadInput, fields: { answer: '单选题只能有一个答案' } });
    expect(await bad({ kind: 'multiple', answer: ['0'] })).toMatchObject({ code: Code.BadInput, fields: { answer: '多选题至少有两个答案' } });
    expect(await bad({ kind: 'essay' })).toMatchObject({ code: Code.BadInput });
    expect(await bad({ stem: '  ' })).toMatchObject({ code: Code.BadInput, fields: { stem: '请填写题干' } });
    expect(await bad({ courseId: '99999' })).toMatchObject({ code: Code.NotFound });
  });

  it('saves the rules, refusing a draw larger than the bank', async () => {
    const rules = { title: '结业考试', mode: 'random', drawCount: '3', passScore: '60', timeLimitMinutes: '20', maxAttempts: '2', isPublished: '1' };
    const empty = await call('admin/exam/paper/8', rules, 'registrar');
    expect(empty.envelope).toMatchObject({ code: Code.BadInput, fields: { drawCount: '抽题数不能超过题库的题数（0题）' } });
    expect((await call('admin/exam/paper/8', { ...rules, mode: 'fixed' }, 'registrar')).envelope).toMatchObject({ code: Code.BadInput, fields: { mode: expect.any(String) } });
    expect((await call('admin/exam/paper/8', { ...rules, passScore: '101' }, 'registrar')).envelope).toMatchObject({ code: Code.BadInput, fields: { passScore: expect.any(String) } });
    for (let i = 0; i < 3; i++) await call('admin/exam/question/save', { ...single, courseId: '8', stem: `第${i + 1}题` }, 'registrar');
    expect((await call('admin/exam/paper/8', rules, 'registrar')).envelope.code).toBe(Code.Ok);
    expect((await call('admin/exam/paper/8', { ...rules, drawCount: '2', passScore: '80' }, 'registrar')).envelope.code).toBe(Code.Ok);
    expect(await t.db.select().from(examPapers).where(eq(examPapers.courseId, 8))).toMatchObject([{ mode: 'random', drawCount: 2, passScore: 80, timeLimitMinutes: 20, maxAttempts: 2 }]);
    const audit = await auditOf('course', '8');
    expect(audit.filter((a) => (a.after as { paper?: unknown } | null)?.paper).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('is for the registrar only', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['admin/exam/get/6', {}],
      ['admin/exam/paper/6', { title: 'x', mode: 'fixed', drawCount: '1', passScore: '60', timeLimitMinutes: '10', maxAttempts: '1' }],
      ['admin/exam/question/save', single],
      ['admin/exam/question/delete/1', {}],
    ];
    for (const [path, body] of calls) {
      for (const who of ['editor', 'learner'] as const) expect((await call(path, body, who)).envelope.code, `${path} ${who}`).toBe(Code.Forbidden);
      expect((await call(path, body, 'guest')).envelope.code, path).toBe(Code.NotLoggedIn);
    }
    expect(await t.db.select().from(examQuestions).where(eq(examQuestions.id, 1))).toHaveLength(1);
  });
});
