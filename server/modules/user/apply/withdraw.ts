// user/apply/withdraw/{id}: withdraw one of my applications while it is submitted. Withdrawing twice
// answers the withdrawn application again.
import { z } from 'zod';
import type { ApiApplication } from '@/contract/wire/user-apply';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { withdrawOwnRow } from '../applications';
import { requireArea } from '../scope';
import { wireApplication } from './queries';
import { trainingApplications } from './schema';

export const userApplyWithdraw = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }): Promise<ApiApplication> => {
    requireArea(user, 'apply');
    const row = await withTransaction(db, (tx) => withdrawOwnRow(tx, trainingApplications, '申请', id, user.id));
    return wireApplication(db, row);
  },
});
