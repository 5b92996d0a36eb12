// admin/user/disable/:id and admin/user/enable/:id (admin). Disabling ends every session of the account in the
// same transaction (and its SSO tickets), so the person's next request answers 1001 and a new login is refused
// (passport/phone answers AccountDisabled); findSession also skips a disabled account. Each is a conditional
// UPDATE: a second click, or another administrator at the same moment, gets UserStateUnchanged and nothing
// is written twice.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { withTransaction, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { sessions, ssoTickets, users } from '@/server/modules/passport/schema';
import { writeAudit } from '../audit';
import { defineAdminRoute, type Staff } from '../guard';
import { auditView } from './queries';

export const ZAdminUserAccessInput = z.object({ id: zId, reason: zText(200, '原因').optional() });

type Answer = { id: number; disabled: boolean };

async function unchangedOrMissing(tx: Tx, id: number): Promise<never> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  throw row ? new ApiError(AdminCode.UserStateUnchanged) : new ApiError(Code.NotFound, '该用户不存在');
}

async function setDisabled(tx: Tx, staff: Staff, id: number, disable: boolean, reason: string | undefined): Promise<Answer> {
  const [after] = await tx
    .update(users)
    .set({ disabledAt: disable ? new Date() : null })
    .where(and(eq(users.id, id), disable ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
    .returning();
  if (!after) return unchangedOrMissing(tx, id);
  if (disable) {
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(ssoTickets).where(eq(ssoTickets.userId, id));
  }
  const view = auditView(after);
  await writeAudit(tx, {
    staffId: staff.id, action: disable ? 'disable' : 'enable', kind: 'user', itemId: id,
    before: { ...view, disabled: !disable }, after: { ...view, ...(reason ? { reason } : {}) },
  });
  return { id, disabled: disable };
}

export const adminUserDisable = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminUserAccessInput,
  handler: async ({ id, reason }, { db, staff }): Promise<Answer> => {
    if (id === staff.id) throw new ApiError(AdminCode.UserSelfDisable);
    return withTransaction(db, (tx) => setDisabled(tx, staff, id, true, reason));
  },
});

export const adminUserEnable = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminUserAccessInput,
  handler: async ({ id, reason }, { db, staff }): Promise<Answer> => withTransaction(db, (tx) => setDisabled(tx, staff, id, false, reason)),
});
