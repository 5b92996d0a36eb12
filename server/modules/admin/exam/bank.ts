// The registrar's editing of a course's post-test (issue 11 point 4; docs/product.md "Watch time and
// assessments"): admin/exam/get/:id (the paper rules and the whole bank, answers included: staff only),
// admin/exam/paper/:id (the rules), admin/exam/question/save and admin/exam/question/delete/:id. Each change
// and its audit row (kind course, the course's id) share one transaction.
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
import { writeAudit } from '../audit';
import { zFlag, zInt, zList, zRequired } from '../course/inputs';
import { defineAdminRoute } from '../guard';
import { defineAdminDelete } from '../delete';

const ROLES = ['registrar'] as const;

async function requireCourse(db: Db | Tx, id: number) {
  const [course] = await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, id));
  if (!course) throw new ApiError(Code.NotFound, '课程不存在');
  return course;
}

const questionOut = (q: typeof examQuestions.$inferSelect): ApiAdminExamQuestion => ({
  id: q.id, kind: q.kind, stem: q.stem, options: q.options, answer: q.answer, explanation: q.explanation, inPaper: q.inPaper, sort: q.sort,
});

export const adminExamGet = defineAdminRoute({
  roles: ROLES,
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminExamBank> => {
    const course = await requireCourse(db, id);
    const [paper] = await db.select().from(examPapers).where(eq(examPapers.courseId, id));
    const questions = await db.select().from(examQuestions).where(eq(examQuestions.courseId, id)).orderBy(asc(examQuestions.sort), asc(examQuestions.id));
    return {
      course,
      paper: paper
        ? { title: paper.title, mode: paper.mode, drawCount: paper.drawCount, passScore: paper.passScore, timeLimitMinutes: paper.timeLimitMinutes, maxAttempts: paper.maxAttempts, isPublished: paper.isPublished }
        : null,
      questions: questions.map(questionOut),
    };
  },
});

export const adminExamPaper = defineAdminRoute({
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
      await requireCourse(tx, id);
      const [bank] = await tx.select({ all: count() }).from(examQuestions).where(eq(examQuestions.courseId, id));
      const [{ marked }] = await tx.select({ marked: count() }).from(examQuestions).where(and(eq(examQuestions.courseId, id), eq(examQuestions.inPaper, true)));
      const fields: Record<string, string> = {};
      if (rules.mode === 'random' && rules.drawCount > bank.all) fields.drawCount = `抽题数不能超过题库的题数（${bank.all}题）`;
      if (rules.mode === 'fixed' && rules.isPublished && marked === 0) fields.mode = '固定组卷须至少有一道题选入试卷';
      // The message names its field as the dispatcher's zod messages do (components/admin/applyApiErrors.ts).
      const [first] = Object.entries(fields);
      if (first) throw new ApiError(Code.BadInput, `${first[0]}：${first[1]}`, 200, fields);
      const [before] = await tx.select().from(examPapers).where(eq(examPapers.courseId, id)).for('update');
      const [after] = await tx
        .insert(examPapers)
        .values({ courseId: id, ...rules })
        .onConflictDoUpdate({ target: examPapers.courseId, set: rules })
        .returning();
      await writeAudit(tx, { staffId: staff.id, action: before ? 'update' : 'create', kind: 'course', itemId: id, before: before ? { paper: before } : null, after: { paper: after } });
      return { id };
    }),
});

const zQuestion = z
  .object({
    id: zId.optional(),
    courseId: zId,
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
  handler: async ({ id, courseId, ...fields }, { db, staff }): Promise<ApiAdminExamQuestion> =>
    withTransaction(db, async (tx) => {
      await requireCourse(tx, courseId);
      if (id) {
        const [before] = await tx.select().from(examQuestions).where(and(eq(examQuestions.id, id), eq(examQuestions.courseId, courseId))).for('update');
        if (!before) throw new ApiError(Code.NotFound, '题目不存在');
        const [after] = await tx.update(examQuestions).set(fields).where(eq(examQuestions.id, id)).returning();
        await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'course', itemId: courseId, before: { question: questionOut(before) }, after: { question: questionOut(after) } });
        return questionOut(after);
      }
      const [{ last }] = await tx.select({ last: max(examQuestions.sort) }).from(examQuestions).where(eq(examQuestions.courseId, courseId));
      const [created] = await tx.insert(examQuestions).values({ courseId, ...fields, sort: (last ?? 0) + 1 }).returning();
      await writeAudit(tx, { staffId: staff.id, action: 'create', kind: 'course', itemId: courseId, before: null, after: { question: questionOut(created) } });
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
    return { courseId: q.courseId, ...questionOut(q) };
  },
  remove: async (tx, id) => {
    await tx.delete(examQuestions).where(eq(examQuestions.id, id));
  },
});
