// admin/user/list (admin): every account, newest first, found by a piece of the phone or the name, filtered by
// scope, by whether it is disabled and by whether it holds a console role.
import { and, count, ilike, isNotNull, isNull, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminUserRow } from '@/contract/wire/admin-people';
import { zText } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage, zOptional } from '../list-inputs';
import { staffRoles } from '../schema';
import { rolesColumn, toUserRow } from './queries';
import { newestFirst } from '../newest-first';

export const ZAdminUserListInput = z.object({
  q: zOptional(zText(20, '搜索内容')),
  scope: zOptional(z.enum(['0', '1', '2', '3'], '身份不正确').transform(Number)),
  status: zOptional(z.enum(['active', 'disabled'], '状态不正确')),
  staff: zOptional(z.enum(['1'], '筛选条件不正确')),
  ...zAdminPage,
});

export const adminUserList = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminUserListInput,
  handler: async ({ q, scope, status, staff, page, size }, { db }): Promise<ApiAdminPage<ApiAdminUserRow>> => {
    const where: (SQL | undefined)[] = [];
    if (q) {
      const digits = q.replace(/\D/g, '');
      where.push(or(ilike(users.name, containing(q)), digits ? ilike(users.phone, containing(digits)) : undefined));
    }
    if (scope !== undefined) where.push(eq(users.scope, scope));
    if (status) where.push(status === 'disabled' ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
    if (staff) where.push(sql`exists (select 1 from ${staffRoles} r where r.user_id = ${users.id})`);
    const condition = and(...where);
    const [{ total }] = await db.select({ total: count() }).from(users).where(condition);
    const query = db.select({ u: users, roles: rolesColumn }).from(users).where(condition).$dynamic();
    const rows = await newestFirst(query, [users.createdAt, users.id], size, (page - 1) * size);
    return { total, list: rows.map((r) => toUserRow({ ...r.u, roles: r.roles })) };
  },
});
