// admin/exam/import/:id and admin/exam/training/import/:id (registrar): a course's or a class's question
// bank from a spreadsheet saved as CSV (issue 11).
// Columns, with a header row: 题型 (单选 / 多选 / 判断), 题干, 选项A … 选项F (empty ones dropped; a 判断
// question needs none), 答案 (letters such as "AC", or 正确 / 错误), 解析. Every row is checked before
// anything is written; a bad one is refused with its row number. mode=replace swaps the whole bank (and
// marks every question for a fixed paper), append adds to it.
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { examQuestions, type ExamQuestionKind } from '@/server/modules/course/exam-schema';
import { ownerColumns, questionsOf, type ExamKind } from '@/server/modules/exam/owner';
import { writeAudit } from '../audit';
import { defineAdminRoute } from '../guard';
import { requireOwner } from './bank';

const MAX_ROWS = 500;
const LETTERS = 'ABCDEF';
const KINDS: Record<string, ExamQuestionKind> = { 单选: 'single', 单选题: 'single', 多选: 'multiple', 多选题: 'multiple', 判断: 'judge', 判断题: 'judge' };
const JUDGE = ['正确', '错误'];

/** RFC 4180 CSV: quoted fields with doubled quotes and line breaks inside; a UTF-8 BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export type ImportedQuestion = { kind: ExamQuestionKind; stem: string; options: string[]; answer: number[]; explanation: string };

/** The questions of a CSV bank, or the first problem as "第N行：…" (N counts the header as row 1). */
export function readBank(text: string): ImportedQuestion[] | string {
  const rows = parseCsv(text);
  if (rows.length < 2) return '表格中没有题目（第一行为表头）';
  if (rows.length - 1 > MAX_ROWS) return `一次最多导入 ${MAX_ROWS} 题`;
  const out: ImportedQuestion[] = [];
  for (const [i, cells] of rows.slice(1).entries()) {
    const at = `第${i + 2}行：`;
    const [kindText = '', stem = '', ...rest] = cells.map((c) => c.trim());
    const kind = KINDS[kindText];
    if (!kind) return `${at}题型应为单选、多选或判断`;
    if (!stem || stem.length > 500) return `${at}题干不能为空，且不超过500字`;
    const explanation = rest.length >= 2 ? rest[rest.length - 1] : '';
    const answerText = rest.length >= 2 ? rest[rest.length - 2] : (rest[0] ?? '');
    const options = kind === 'judge' ? JUDGE : rest.slice(0, Math.max(0, rest.length - 2)).filter((o) => o !== '');
    if (explanation.length > 1000) return `${at}解析不超过1000字`;
    if (options.some((o) => o.length > 200)) return `${at}每个选项不超过200字`;
    let answer: number[];
    if (kind === 'judge') {
      const k = JUDGE.indexOf(answerText.replace(/^对$|^√$/, '正确').replace(/^错$|^×$/, '错误'));
      if (k < 0) return `${at}判断题的答案应为正确或错误`;
      answer = [k];
    } else {
      if (options.length < 2 || options.length > LETTERS.length) return `${at}选择题需要2到6个选项`;
      const letters = answerText.toUpperCase().replace(/[\s,，、]/g, '');
      answer = [...new Set(letters.split('').map((l) => LETTERS.indexOf(l)))].sort((a, b) => a - b);
      if (!letters || answer.some((k) => k < 0 || k >= options.length)) return `${at}答案应为选项字母，如 A 或 AC`;
      if (kind === 'single' && answer.length !== 1) return `${at}单选题只能有一个答案`;
      if (kind === 'multiple' && answer.length < 2) return `${at}多选题至少有两个答案`;
    }
    out.push({ kind, stem, options, answer, explanation });
  }
  return out;
}

const importRoute = (kind: ExamKind) => defineAdminRoute({
  roles: ['registrar'],
  input: z.object({
    id: zId,
    csv: z.string('请选择要导入的CSV文件').min(1, '请选择要导入的CSV文件').max(300_000, '文件过大，一次最多导入500题'),
    mode: z.enum(['append', 'replace'], '导入方式不正确'),
  }),
  handler: async ({ id, csv, mode }, { db, staff }): Promise<{ imported: number; total: number }> => {
    const owner = { kind, id };
    await requireOwner(db, owner);
    const bank = readBank(csv);
    if (typeof bank === 'string') throw new ApiError(Code.BadInput, bank, 200, { csv: bank });
    return withTransaction(db, async (tx) => {
      const [{ before }] = await tx.select({ before: count() }).from(examQuestions).where(questionsOf(owner));
      if (mode === 'replace') await tx.delete(examQuestions).where(questionsOf(owner));
      const start = mode === 'replace' ? 0 : before;
      await tx.insert(examQuestions).values(bank.map((q, i) => ({ ...ownerColumns(owner), ...q, sort: start + i + 1, inPaper: true })));
      const total = start + bank.length;
      await writeAudit(tx, { staffId: staff.id, action: 'update', kind, itemId: id, before: { questions: before }, after: { questions: total, imported: bank.length, mode } });
      return { imported: bank.length, total };
    });
  },
});

export const adminExamImport = importRoute('course');
export const adminExamTrainingImport = importRoute('training');
