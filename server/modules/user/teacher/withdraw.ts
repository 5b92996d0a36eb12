// user/teacher/withdraw/{id}: withdraw my certification application while it is submitted; after that
// a new one may be made. Withdrawing twice answers the same state again.
import { z } from 'zod';
import type { ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { withdrawOwnRow } from '../applications';
import { requireArea } from '../scope';
import { teacherState } from './queries';
import { teacherApplications } from './schema';

export const userTeacherWithdraw = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }): Promise<ApiTeacherCurrent> => {
    requireArea(user, 'teacher');
    await withTransaction(db, (tx) => withdrawOwnRow(tx, teacherApplications, '认证申请', id, user.id));
    return teacherState(db, user.id);
  },
});
