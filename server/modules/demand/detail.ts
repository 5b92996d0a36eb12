// demand/detail/:id: a survey and its questions for anyone; a logged-in visitor also gets their answers.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiDemandDetail } from '@/contract/wire/demand';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { toSeconds } from '@/server/modules/common/time';
import { countRespondents, findAnswers, findDemand, listQuestions } from './queries';
import { demandStatus } from './status';

export const demandDetail = defineRoute({
  auth: 'optional',
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, session }): Promise<ApiDemandDetail> => {
    const demand = await findDemand(db, id);
    if (!demand) throw new ApiError(Code.NotFound, '该调查不存在');
    const [questions, respondents, mine] = await Promise.all([
      listQuestions(db, id),
      countRespondents(db, id),
      session ? findAnswers(db, id, session.user.id) : undefined,
    ]);
    return {
      id: demand.id,
      title: demand.title,
      intro: sanitizeRichText(demand.intro),
      status: demandStatus(demand, new Date()),
      startAt: toSeconds(demand.startAt),
      endAt: toSeconds(demand.endAt),
      questions,
      respondents,
      answers: mine?.answers ?? null,
      answeredAt: mine ? toSeconds(mine.updatedAt) : null,
    };
  },
});
