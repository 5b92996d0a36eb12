// activity/detail/:id: a competition with its rules (sanitized rich text) and timeline.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiActivityDetail } from '@/contract/wire/activity';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { toSeconds } from '@/server/modules/common/time';
import { countPublished, findActivity, toApiActivityCard } from './cards';

export const ZActivityIdInput = z.object({ id: zId });

export const activityDetail = defineRoute({
  auth: 'user',
  input: ZActivityIdInput,
  handler: async ({ id }, { db }): Promise<ApiActivityDetail> => {
    const row = await findActivity(db, id);
    if (!row) throw new ApiError(Code.NotFound, '该大赛不存在');
    return {
      ...toApiActivityCard(row, new Date()),
      rules: sanitizeRichText(row.rules),
      publishedCount: await countPublished(db, id),
      resultsPublishedAt: row.resultsPublishedAt ? toSeconds(row.resultsPublishedAt) : null,
    };
  },
});
