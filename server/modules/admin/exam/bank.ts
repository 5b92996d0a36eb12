// The registrar's editing of a course's or a class's post-test (issue 11 point 4; docs/product.md "Watch
// time and assessments"): admin/exam/get/:id (the paper rules and the whole bank, answers included: staff
// only), admin/exam/paper/:id (the rules), and for a class admin/exam/training/get/:id and
// admin/exam/training/paper/:id; admin/exam/question/save (with courseId or trainingId) and
// admin/exam/question/delete/:id serve both. Each change and its audit row (kind course or training, its id)
// share one transaction.
import { and, asc, count, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import {
  EXAM_JUDGE_OPTIONS, EXAM_OPTIONS_MAX, EXAM_OPTIONS_MIN, type ApiAdminExamBank, type ApiAdminExamQuestion,
} from '@/contract/wire/admin-exam';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { examPapers, examQuestions } from '@/server/modules/course/exam-schema';
import { courses } from '@/server/modules/course/schema';
import { ownerColumns, ownerOf, paperOf, questionsOf, type ExamKind, type ExamOwner } from '@/server/modules/exam/owner';
import { trainings } from '@/server/modules/training/schema';
import { writeAudit } from '../audit';
import { zInt, zRequired } from '../form-inputs';
import { zFlag, zList } from '../course/inputs';
import { defineAdminRoute } from '../guard';
import { defineAdminDelete } from '../delete';

const ROLES = ['registrar'] as const;

/** The course or class whose test this is, with its title. */
export async function requireOwner(db: Db | Tx, owner: ExamOwner) {
  const table = owner.kind === 'course' ? courses : trainings;
  const [row] = await db.select({ id: table.id, title: table.title }).from(table).where(eq(table.id, owner.id));
  if (!row) throw new ApiError(Code.NotFound, owner.kind === 'course' ? '课程不存在' : '培训班不存在');
  return row;
}

const questionOut = (q: typeof examQuestions.$inferSelect): ApiAdminExamQuestion => ({
  id: q.id, kind: q.kind, stem: q.stem, options: q.options, answer: q.answer, explanation: q.explanation, inPaper: q.inPaper, sort: q.sort,
});

const getRoute = (kind: ExamKind) => defineAdminRoute({
  roles: ROLES,
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminExamBank> => {
    const owner = { kind, id };
    const ref = await requireOwner(db, owner);
    const [paper] = await db.select().from(examPapers).where(paperOf(owner));
    const questions = await db.select().from(examQuestions).where(questionsOf(owner)).orderBy(asc(examQuestions.sort), asc(examQuestions.id));
    return {
      ...(kind === 'course' ? { kind, course: ref } : { kind, training: ref }),
      paper: paper
        ? { title: paper.title, mode: paper.mode, drawCount: paper.drawCount, passScore: paper.passScore, timeLimitMinutes: paper.timeLimitMinutes, maxAttempts: paper.maxAttempts, isPublished: paper.isPublished }
        : null,
      questions: questions.map(questionOut),
    };
  },
});

export const adminExamGet = getRoute('course');
export const adminExamTrainingGet = getRoute('training');

const paperRoute = (kind: ExamKind) => defineAdminRoute({
  roles: ROLES,
  input: z.object({
    id: zId,
    title: zRequired(100, '考试名称'),
    mode: z.enum(['fixed', 'random'], '组卷方式须为固定或随机'),
    drawCount: zInt('抽题数', 1, 200),
    passScore: zInt('及格分', 0, 100),
    timeLimitMinutes: zInt('考试时长', 1, 600),
    maxAttempts: zInt('考试次数', 1, 20),
    isPublished: zFlag,
  }),
  handler: async ({ id, ...rules }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const owner = { kind, id };
      await requireOwner(tx, owner);
      const [bank] = await tx.select({ all: count() }).from(examQuestions).where(questionsOf(owner));
      const [{ marked }] = await tx.select({ marked: count() }).from(examQuestions).where(and(questionsOf(owner), eq(examQuestions.inPaper, true)));
      const fields: Record<string, string> = {};
      if (rules.mode === 'random' && rules.drawCount > bank.all) fields.drawCount = `抽题数不能超过题库的题数（${bank.all}题）`;
      if (rules.mode === 'fixed' && rules.isPublished && marked === 0) fields.mode = '固定组卷须至少有一道题选入试卷';
      // The message names its field as the dispatcher's zod messages do (components/admin/applyApiErrors.ts).
      const [first] = Object.entries(fields);
      if (first) throw new ApiError(Code.BadInput, `${first[0]}：${first[1]}`, 200, fields);
      const [before] = await tx.select().from(examPapers).where(paperOf(owner)).for('update');
      const [after] = await tx
        .insert(examPapers)
        .values({ ...ownerColumns(owner), ...rules })
        .onConflictDoUpdate({ target: kind === 'course' ? examPapers.courseId : examPapers.trainingId, set: rules })
        .returning();
      await writeAudit(tx, { staffId: staff.id, action: before ? 'update' : 'create', kind, itemId: id, before: before ? { paper: before } : null, after: { paper: after } });
      return { id };
    }),
});

export const adminExamPaper = paperRoute('course');
export const adminExamTrainingPaper = paperRoute('training');

const zQuestion = z
  .object({
    id: zId.optional(),
    /** The bank: a course's (courseId) or a class's (trainingId), exactly one of them. */
    courseId: zId.optional(),
    trainingId: zId.optional(),
    kind: z.enum(['single', 'multiple', 'judge'], '题型须为单选、多选或判断'),
    stem: zRequired(500, '题干'),
    options: zList(zRequired(200, '选项'), EXAM_OPTIONS_MAX + 2, '选项'),
    answer: zList(z.string().regex(/^\d$/, '答案不正确').transform(Number), EXAM_OPTIONS_MAX, '答案'),
    explanation: zText(1000, '解析'),
    inPaper: zFlag,
  })
  .transform((q) => (q.kind === 'judge' ? { ...q, options: [...EXAM_JUDGE_OPTIONS] } : q))
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((q.courseId === undefined) === (q.trainingId === undefined)) issue('courseId', '请指定课程或培训班之一');
    if (q.kind !== 'judge' && (q.options.length < EXAM_OPTIONS_MIN || q.options.length > EXAM_OPTIONS_MAX)) {
      issue('options', `选择题需要${EXAM_OPTIONS_MIN}到${EXAM_OPTIONS_MAX}个选项`);
    }
    if (new Set(q.options).size !== q.options.length) issue('options', '选项不能重复');
    const answer = new Set(q.answer);
    if ([...answer].some((k) => k >= q.options.length)) issue('answer', '答案须是已有的选项');
    else if (answer.size === 0) issue('answer', '请选择正确答案');
    else if (q.kind !== 'multiple' && answer.size !== 1) issue('answer', q.kind === 'judge' ? '判断题的答案为正确或错误之一' : '单选题只能有一个答案');
    else if (q.kind === 'multiple' && answer.size < 2) issue('answer', '多选题至少有两个答案');
  })
  .transform((q) => ({ ...q, answer: [...new Set(q.answer)].sort((a, b) => a - b) }));

export const adminExamQuestionSave = defineAdminRoute({
  roles: ROLES,
  input: zQuestion,
  handler: async ({ id, courseId, trainingId, ...fields }, { db, staff }): Promise<ApiAdminExamQuestion> =>
    withTransaction(db, async (tx) => {
      const owner: ExamOwner = courseId !== undefined ? { kind: 'course', id: courseId } : { kind: 'training', id: trainingId! };
      await requireOwner(tx, owner);
      const audit = { staffId: staff.id, kind: owner.kind, itemId: owner.id };
      if (id) {
        const [before] = await tx.select().from(examQuestions).where(and(eq(examQuestions.id, id), questionsOf(owner))).for('update');
        if (!before) throw new ApiError(Code.NotFound, '题目不存在');
        const [after] = await tx.update(examQuestions).set(fields).where(eq(examQuestions.id, id)).returning();
        await writeAudit(tx, { ...audit, action: 'update', before: { question: questionOut(before) }, after: { question: questionOut(after) } });
        return questionOut(after);
      }
      const [{ last }] = await tx.select({ last: max(examQuestions.sort) }).from(examQuestions).where(questionsOf(owner));
      const [created] = await tx.insert(examQuestions).values({ ...ownerColumns(owner), ...fields, sort: (last ?? 0) + 1 }).returning();
      await writeAudit(tx, { ...audit, action: 'create', before: null, after: { question: questionOut(created) } });
      return questionOut(created);
    }),
});

/** The audit row names the question's own id under kind exam_question; attempts keep their question ids and skip it. */
export const adminExamQuestionDelete = defineAdminDelete({
  roles: ROLES,
  kind: 'exam_question',
  // No public page shows a bank: nothing to clear.
  caches: [],
  load: async (tx, id) => {
    const [q] = await tx.select().from(examQuestions).where(eq(examQuestions.id, id)).for('update');
    if (!q) throw new ApiError(Code.NotFound, '题目不存在');
    const owner = ownerOf(q);
    return { [owner.kind === 'course' ? 'courseId' : 'trainingId']: owner.id, ...questionOut(q) };
  },
  remove: async (tx, id) => {
    await tx.delete(examQuestions).where(eq(examQuestions.id, id));
  },
});
