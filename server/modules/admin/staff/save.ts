// admin/staff/save (admin): sets the console roles of the person with this phone (they must have logged in
// once, so their account exists). Each role granted or revoked is its own audit row, written in the same
// transaction. An administrator cannot take away their own admin role, and the last administrator's admin
// role cannot be taken away at all, so the console never loses its last administrator.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { STAFF_ROLES, type StaffRole } from '@/contract/staff';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { users } from '@/server/modules/passport/schema';
import { zPhone } from '@/server/modules/passport/phone';
import { writeAudit } from '../audit';
import { defineAdminRoute, rolesOf } from '../guard';
import { staffRoles } from '../schema';

const zRole = z.enum(STAFF_ROLES, '角色不正确');

export const ZAdminStaffSaveInput = z.object({
  phone: zPhone,
  /** The roles the person holds afterwards; none (or an empty value) takes every role away. */
  // One role arrives as a string, several as an array (roles[0]=...), none as nothing or ''.
  roles: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(zRole).max(STAFF_ROLES.length, '角色不正确').transform((list): StaffRole[] => [...new Set(list)].sort()),
  ),
});

export type AdminStaffSaveAnswer = { userId: number; roles: StaffRole[] };

export const adminStaffSave = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminStaffSaveInput,
  handler: async ({ phone, roles }, { db, staff }): Promise<AdminStaffSaveAnswer> =>
    withTransaction(db, async (tx) => {
      // One role change at a time across processes, so two administrators revoking each other's admin role at
      // once cannot both succeed and leave none.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_roles'))`);
      const [person] = await tx.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(eq(users.phone, phone));
      if (!person) throw new ApiError(AdminCode.StaffNoAccount);
      const held = await rolesOf(tx, person.id);
      const grants = roles.filter((r) => !held.includes(r));
      const revokes = held.filter((r) => !roles.includes(r));
      if (revokes.includes('admin')) {
        if (person.id === staff.id) throw new ApiError(AdminCode.StaffSelfAdmin);
        const admins = await tx.select({ userId: staffRoles.userId }).from(staffRoles).where(eq(staffRoles.role, 'admin'));
        if (admins.length <= 1) throw new ApiError(AdminCode.StaffLastAdmin);
      }
      let current = [...held];
      const who = { name: person.name, phone: person.phone };
      for (const role of grants) {
        await tx.insert(staffRoles).values({ userId: person.id, role, grantedBy: staff.id });
        const next = [...current, role].sort();
        await writeAudit(tx, { staffId: staff.id, action: 'grant', kind: 'staff', itemId: person.id, before: { ...who, roles: current }, after: { ...who, roles: next } });
        current = next;
      }
      if (revokes.length) {
        await tx.delete(staffRoles).where(and(eq(staffRoles.userId, person.id), inArray(staffRoles.role, revokes)));
      }
      for (const role of revokes) {
        const next = current.filter((r) => r !== role);
        await writeAudit(tx, { staffId: staff.id, action: 'revoke', kind: 'staff', itemId: person.id, before: { ...who, roles: current }, after: { ...who, roles: next } });
        current = next;
      }
      return { userId: person.id, roles: current };
    }),
});
