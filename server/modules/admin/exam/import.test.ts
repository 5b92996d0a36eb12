import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { auditLog, examQuestions } from '@/server/db/schema';
import { freshStaffApi } from '@/tests/api/staff';
import { parseCsv, readBank } from './import';

const HEADER = '题型,题干,选项A,选项B,选项C,选项D,答案,解析';
const GOOD = [
  HEADER,
  '单选,成人OGTT使用的无水葡萄糖剂量为,50 g,75 g,100 g,,B,成人OGTT使用75 g无水葡萄糖。',
  '多选,"属于高血压危险因素的有（可多选）","吸烟","血脂异常","腹型肥胖",,A C,"吸烟、血脂异常、腹型肥胖均是；""多选""须全对"',
  '判断,HbA1c检测前需要严格空腹。,,,,,错误,不受单次进食影响。',
].join('\r\n');

describe('question bank import', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b,1","c ""x""\nd"\r\ne,f\n\n')).toEqual([['a', 'b,1', 'c "x"\nd'], ['e', 'f']]);
    const bank = readBank(GOOD);
    expect(bank).toEqual([
      { kind: 'single', stem: '成人OGTT使用的无水葡萄糖剂量为', options: ['50 g', '75 g', '100 g'], answer: [1], explanation: '成人OGTT使用75 g无水葡萄糖。' },
      { kind: 'multiple', stem: '属于高血压危险因素的有（可多选）', options: ['吸烟', '血脂异常', '腹型肥胖'], answer: [0, 2], explanation: '吸烟、血脂异常、腹型肥胖均是；"多选"须全对' },
      { kind: 'judge', stem: 'HbA1c检测前需要严格空腹。', options: ['正确', '错误'], answer: [1], explanation: '不受单次进食影响。' },
    ]);
  });

  it('names the row of the first problem', () => {
    expect(readBank(HEADER)).toBe('表格中没有题目（第一行为表头）');
    expect(readBank(`${HEADER}\n填空,题干,,,,,A,`)).toBe('第2行：题型应为单选、多选或判断');
    expect(readBank(`${HEADER}\n单选,题干,甲,乙,,,E,`)).toBe('第2行：答案应为选项字母，如 A 或 AC');
    expect(readBank(`${HEADER}\n单选,题干,甲,乙,,,AB,`)).toBe('第2行：单选题只能有一个答案');
    expect(readBank(`${HEADER}\n单选,题干,甲,乙,,,A,\n多选,题干,甲,乙,,,A,`)).toBe('第3行：多选题至少有两个答案');
    expect(readBank(`${HEADER}\n判断,题干,,,,,也许,`)).toBe('第2行：判断题的答案应为正确或错误');
    expect(readBank(`${HEADER}\n单选,,甲,乙,,,A,`)).toBe('第2行：题干不能为空，且不超过500字');
  });

  describe('admin/exam/import/:id', () => {
    const { t, call } = freshStaffApi(8812, ['registrar', 'editor']);
    const bankOf = (courseId: number) => t.db.select().from(examQuestions).where(eq(examQuestions.courseId, courseId));

    it('appends to or replaces a bank, with an audit row; a bad file changes nothing', async () => {
      const appended = await call<{ imported: number; total: number }>('admin/exam/import/6', { csv: GOOD, mode: 'append' }, 'registrar');
      expect(appended.envelope).toMatchObject({ code: 0, data: { imported: 3, total: 23 } });
      const bad = await call('admin/exam/import/6', { csv: `${GOOD}\n单选,题干,甲,乙,,,Z,`, mode: 'replace' }, 'registrar');
      expect(bad.envelope).toMatchObject({ code: Code.BadInput, codeMsg: '第5行：答案应为选项字母，如 A 或 AC' });
      expect(await bankOf(6)).toHaveLength(23);
      const replaced = await call('admin/exam/import/7', { csv: GOOD, mode: 'replace' }, 'registrar');
      expect(replaced.envelope).toMatchObject({ code: 0, data: { imported: 3, total: 3 } });
      expect((await bankOf(7)).map((q) => q.stem)).toHaveLength(3);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'course'));
      expect(audit.some((a) => a.itemId === '7' && a.action === 'update')).toBe(true);
    });

    it('is for the registrar only', async () => {
      for (const who of ['editor', 'learner'] as const) {
        expect((await call('admin/exam/import/6', { csv: GOOD, mode: 'append' }, who)).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await call('admin/exam/import/99999', { csv: GOOD, mode: 'append' }, 'registrar')).envelope.code).toBe(Code.NotFound);
      expect((await call('admin/exam/import/6', { csv: GOOD, mode: 'merge' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    });
  });
});
