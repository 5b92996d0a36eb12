// demand/answer/:id: saves the logged-in user's answer set (one per user, replaced on each save)
// while the survey is open. Nothing is stored unless every answer checks out (validate.ts).
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiDemandSaved } from '@/contract/wire/demand';
import { ApiError } from '@/server/http/api-error';
import type { FormValue } from '@/server/http/form';
import { zId } from '@/server/http/inputs';
import { withTransaction } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { awardPoints } from '@/server/modules/points/index';
import { findDemand, listQuestions } from './queries';
import { demandAnswers } from './schema';
import { demandStatus } from './status';
import { validateAnswers } from './validate';

const ZFormValue: z.ZodType<FormValue> = z.lazy(() => z.union([z.string(), z.array(ZFormValue), z.record(z.string(), ZFormValue)]));

export const ZDemandAnswerInput = z.object({
  id: zId,
  // Checked against the survey's questions in the handler; the form may omit it when nothing is chosen.
  answers: z.record(z.string(), ZFormValue, { error: '回答格式不正确' }).optional().default({}),
});

export const demandAnswer = defineRoute({
  auth: 'user',
  input: ZDemandAnswerInput,
  handler: async ({ id, answers: raw }, { db, session }): Promise<ApiDemandSaved> => {
    const demand = await findDemand(db, id);
    if (!demand) throw new ApiError(Code.NotFound, '该调查不存在');
    if (demandStatus(demand, new Date()) !== 'open') throw new ApiError(Code.SurveyClosed);
    const answers = validateAnswers(await listQuestions(db, id), raw);
    const now = new Date();
    await withTransaction(db, async (tx) => {
      await tx
        .insert(demandAnswers)
        .values({ demandId: id, userId: session.user.id, answers, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [demandAnswers.demandId, demandAnswers.userId], set: { answers, updatedAt: now } });
      // The points rule 'surveyAnswered' pays once per survey; editing the answers later pays nothing.
      await awardPoints(tx, session.user.id, 'surveyAnswered', `demand:${id}`);
    });
    return { answers, answeredAt: toSeconds(now) };
  },
});
