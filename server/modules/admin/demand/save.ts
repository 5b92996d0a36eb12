// admin/demand/save (editor): creates (no id) or changes a survey: title, introduction (rich text, sanitized
// on save), open from/until, published or not, and its questions in order (the kinds the public form
// answers: single, multiple, text; choices; required). Once anyone has answered, the questions are fixed:
// answers are stored by question id and choice index, so a changed question would change what people said.
// The title, introduction, times and status may still change.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminDemandQuestion } from '@/contract/wire/admin-content';
import { DEMAND_ADMIN_LIMITS as L } from '@/contract/wire/admin-content';
import type { ApiQuestionKind } from '@/contract/wire/demand';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { demandQuestions, demands } from '@/server/modules/demand/schema';
import { refreshPublic } from '../fresh';
import { saveAudited } from '../save-audited';
import { defineAdminRoute } from '../guard';
import { saveAction, zFlag, zMinute, zPublishStatus, zSaveId } from '../content-inputs';
import { loadAdminDemand } from './queries';

const KINDS: readonly ApiQuestionKind[] = ['single', 'multiple', 'text'];
const required = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

const zQuestion = z
  .object({
    kind: z.enum(KINDS as [ApiQuestionKind, ...ApiQuestionKind[]], { error: '题型应为单选、多选或填空' }),
    title: required(L.question, '题目'),
    choices: z.array(required(L.choice, '选项')).max(L.choices, `选项最多${L.choices}个`).optional().transform((v) => v ?? []),
    isRequired: zFlag,
  })
  .superRefine((q, ctx) => {
    if (q.kind !== 'text' && q.choices.length < 2) ctx.addIssue({ code: 'custom', path: ['choices'], message: '选择题至少要有两个选项' });
    if (q.kind === 'text' && q.choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: '填空题没有选项' });
    if (new Set(q.choices).size !== q.choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: '选项不能重复' });
  });

export const ZAdminDemandSaveInput = z
  .object({
    id: zSaveId,
    title: required(L.title, '标题'),
    intro: z.string().max(L.intro, `说明不能超过${L.intro}个字符`).optional().transform((s) => sanitizeRichText(s ?? '')),
    startAt: zMinute('开始时间'),
    endAt: zMinute('结束时间'),
    status: zPublishStatus,
    questions: z.array(zQuestion).max(L.questions, `题目最多${L.questions}道`).optional().transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    if (v.endAt <= v.startAt) ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间应晚于开始时间' });
    if (v.status === 'published' && v.questions.length === 0) ctx.addIssue({ code: 'custom', path: ['questions'], message: '发布前请至少添加一道题目' });
  });

type QuestionInput = z.output<typeof ZAdminDemandSaveInput>['questions'][number];

const sameQuestions = (a: readonly ApiAdminDemandQuestion[], b: readonly QuestionInput[]) =>
  a.length === b.length &&
  a.every((q, k) => q.kind === b[k].kind && q.title === b[k].title && q.isRequired === b[k].isRequired && JSON.stringify(q.choices) === JSON.stringify(b[k].choices));

export const adminDemandSave = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminDemandSaveInput,
  handler: async ({ id, status, questions, ...fields }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      // Locked first, so an answer sent meanwhile either is counted below or waits for the new questions.
      if (id !== undefined) await tx.select({ id: demands.id }).from(demands).where(eq(demands.id, id)).for('update');
      const before = id === undefined ? null : await loadAdminDemand(tx, id);
      if (id !== undefined && !before) throw new ApiError(Code.NotFound, '该调查不存在');
      const keepQuestions = !!before && sameQuestions(before.questions, questions);
      if (before && before.answerCount > 0 && !keepQuestions) {
        throw new ApiError(Code.Conflict, `该调查已收到 ${before.answerCount} 份答卷，题目不能再增删或修改；标题、说明、时间和发布状态仍可修改`);
      }
      const writeQuestions = async (savedId: number) => {
        if (keepQuestions) return;
        await tx.delete(demandQuestions).where(eq(demandQuestions.demandId, savedId));
        if (questions.length) {
          await tx.insert(demandQuestions).values(questions.map((q, k) => ({ ...q, demandId: savedId, sort: k + 1 })));
        }
      };
      const savedId = await saveAudited(tx, {
        table: demands, kind: 'demand', staffId: staff.id, id, before, load: loadAdminDemand, withRow: writeQuestions,
        values: { ...fields, isPublished: status === 'published' }, action: () => saveAction(before?.status ?? null, status),
      });
      // The home page's survey invitation (home/index) follows what is published.
      await refreshPublic(tx, 'demand');
      return { id: savedId };
    }),
});
