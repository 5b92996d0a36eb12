// Reading one account for the console's people pages (admin/user/*): the row as the list shows it, and the
// roles it holds.
import { eq, sql } from 'drizzle-orm';
import { isStaffRole } from '@/contract/staff';
import type { ApiAdminUserRow } from '@/contract/wire/admin-people';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { staffRoles } from '../schema';

// Spelled out with the table's name: in a one-table select Drizzle leaves columns unqualified.
export const rolesColumn = sql<string[] | null>`(select array_agg(r.role order by r.role) from ${staffRoles} r where r.user_id = "users"."id")`;

export type UserWithRoles = typeof users.$inferSelect & { roles: string[] | null };

export function toUserRow(u: UserWithRoles): ApiAdminUserRow {
  return {
    id: u.id, name: u.name, phone: u.phone, scope: u.scope, points: u.points,
    roles: (u.roles ?? []).filter(isStaffRole),
    disabledAt: u.disabledAt ? toSeconds(u.disabledAt) : null,
    createdAt: toSeconds(u.createdAt),
  };
}

export async function findUserWithRoles(db: Db, id: number): Promise<UserWithRoles | undefined> {
  const [row] = await db.select({ u: users, roles: rolesColumn }).from(users).where(eq(users.id, id)).limit(1);
  return row ? { ...row.u, roles: row.roles } : undefined;
}

/** What the audit row keeps of an account: who it is and the fields the console changes. */
export function auditView(u: typeof users.$inferSelect) {
  return { name: u.name, phone: u.phone, scope: u.scope, disabled: u.disabledAt !== null };
}
