// admin/user/get/:id (admin): one account with what the academy holds about it: profile, roles, and the first
// page (ADMIN_USER_RECORDS_PAGE rows, with the count of all) of its class sign-ups, course enrolments,
// certificates, points statement and gift orders; admin/user/records/:id pages through each list.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ADMIN_USER_RECORDS_PAGE, type ApiAdminUserDetail } from '@/contract/wire/admin-people';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { profileNames } from '@/server/modules/passport/profile-dictionary';
import { defineAdminRoute } from '../guard';
import { findUserWithRoles, toUserRow } from './queries';
import { USER_RECORDS } from './records';

export const adminUserGet = defineAdminRoute({
  roles: ['admin'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminUserDetail> => {
    const user = await findUserWithRoles(db, id);
    if (!user) throw new ApiError(Code.NotFound, '该用户不存在');
    const first = { limit: ADMIN_USER_RECORDS_PAGE, offset: 0 };
    return {
      ...toUserRow(user),
      gender: user.gender, workUnit: user.workUnit, department: user.department, jobTitle: user.jobTitle,
      ...(await profileNames(db, user)),
      signups: await USER_RECORDS.signups(db, id, first),
      enrolments: await USER_RECORDS.enrolments(db, id, first),
      certificates: await USER_RECORDS.certificates(db, id, first),
      pointsHistory: await USER_RECORDS.pointsHistory(db, id, first),
      orders: await USER_RECORDS.orders(db, id, first),
    };
  },
});
