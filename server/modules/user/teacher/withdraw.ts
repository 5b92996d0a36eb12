// user/teacher/withdraw/{id}: withdraw my certification application while it is submitted; after that
// a new one may be made. Withdrawing twice answers the same state again.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { findOwnTeacherApplication, teacherState } from './queries';
import { teacherApplications } from './schema';

export const userTeacherWithdraw = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }): Promise<ApiTeacherCurrent> => {
    requireArea(user, 'teacher');
    await withTransaction(db, async (tx) => {
      const row = await findOwnTeacherApplication(tx, id, user.id, true);
      if (row.status === 'withdrawn') return;
      if (row.status !== 'submitted') throw new ApiError(Code.Conflict, '认证申请已进入审核或已处理，不能撤回');
      await tx.update(teacherApplications).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(teacherApplications.id, id));
    });
    return teacherState(db, user.id);
  },
});
