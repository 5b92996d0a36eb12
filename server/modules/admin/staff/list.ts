// admin/staff/list (admin): everyone holding a console role, newest grant first, filtered by role and by a
// piece of the phone or the name.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isStaffRole, STAFF_ROLES } from '@/contract/staff';
import type { ApiAdminPage, ApiAdminStaffRow } from '@/contract/wire/admin';
import { zText } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage, zOptional } from '../list-inputs';
import { staffRoles } from '../schema';

export const ZAdminStaffListInput = z.object({
  role: zOptional(z.enum(STAFF_ROLES, '角色不正确')),
  q: zOptional(zText(20, '搜索内容')),
  ...zAdminPage,
});

export const adminStaffList = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminStaffListInput,
  handler: async ({ role, q, page, size }, { db }): Promise<ApiAdminPage<ApiAdminStaffRow>> => {
    const where: (SQL | undefined)[] = [];
    if (role) {
      where.push(sql`exists (select 1 from ${staffRoles} r where r.user_id = ${users.id} and r.role = ${role})`);
    }
    if (q) where.push(or(ilike(users.name, containing(q)), ilike(users.phone, containing(q.replace(/\D/g, '') || q))));
    const holders = db.selectDistinct({ userId: staffRoles.userId }).from(staffRoles).as('holders');
    const condition = and(...where);
    const [{ total }] = await db.select({ total: count() }).from(holders).innerJoin(users, eq(users.id, holders.userId)).where(condition);
    const latest = sql<Date>`max(${staffRoles.grantedAt})`;
    const rows = await db
      .select({
        userId: users.id,
        name: users.name,
        phone: users.phone,
        roles: sql<string[]>`array_agg(${staffRoles.role} order by ${staffRoles.role})`,
        grantedAt: latest,
      })
      .from(staffRoles)
      .innerJoin(users, eq(users.id, staffRoles.userId))
      .where(condition)
      .groupBy(users.id)
      .orderBy(desc(latest), desc(users.id))
      .limit(size)
      .offset((page - 1) * size);
    return {
      total,
      list: rows.map((r) => ({
        userId: r.userId,
        name: r.name,
        phone: r.phone,
        roles: r.roles.filter(isStaffRole),
        grantedAt: Math.floor(new Date(r.grantedAt).getTime() / 1000),
      })),
    };
  },
});
