// admin/user/scope/:id (admin): sets a learner's scope (docs/product.md §6: which user-centre areas they
// reach). It takes effect on their next request, as the scope is read from the account every time; the
// person is told by a site message, and the change is one audit row in the same transaction.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { SCOPE_LABELS } from '@/contract/wire/admin-people';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { createMessage } from '@/server/modules/message/create';
import { users } from '@/server/modules/passport/schema';
import { writeAudit } from '../audit';
import { defineAdminRoute } from '../guard';
import { auditView } from './queries';

export const ZAdminUserScopeInput = z.object({
  id: zId,
  scope: z.enum(['0', '1', '2', '3'], '请选择身份').transform(Number),
});

export const adminUserScope = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminUserScopeInput,
  handler: async ({ id, scope }, { db, staff }): Promise<{ id: number; scope: number }> =>
    withTransaction(db, async (tx) => {
      // Row lock: two administrators changing one person at once write one after the other, each audit row
      // holding the scope the other left.
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new ApiError(Code.NotFound, '该用户不存在');
      if (before.scope === scope) return { id, scope };
      const [after] = await tx.update(users).set({ scope }).where(eq(users.id, id)).returning();
      await writeAudit(tx, { staffId: staff.id, action: 'change-scope', kind: 'user', itemId: id, before: auditView(before), after: auditView(after) });
      await createMessage(tx, {
        userId: id,
        title: `您的账号身份已变更为“${SCOPE_LABELS[scope]}”`,
        body: `学院已将您的账号身份由“${SCOPE_LABELS[before.scope] ?? before.scope}”变更为“${SCOPE_LABELS[scope]}”，个人中心的菜单已随之更新。`,
        link: '/user',
      });
      return { id, scope };
    }),
});
