// admin/user/get/:id (admin): one account with what the academy holds about it: profile, roles, class
// sign-ups, course enrolments, certificates, the points statement and gift orders (the newest
// ADMIN_USER_DETAIL_ROWS of each).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ADMIN_USER_DETAIL_ROWS as ROWS, type ApiAdminUserDetail } from '@/contract/wire/admin-people';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { certificates } from '@/server/modules/cert/schema';
import { toSeconds } from '@/server/modules/common/time';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { profileNames } from '@/server/modules/passport/profile-dictionary';
import { pointsRuleLabel } from '@/server/modules/points/rules';
import { pointsLedger } from '@/server/modules/points/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { defineAdminRoute } from '../guard';
import { newestFirst } from '../newest-first';
import { findUserWithRoles, toUserRow } from './queries';

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

async function signupsOf(db: Db, userId: number) {
  const query = db
    .select({ s: trainingSignups, title: trainings.title })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(eq(trainingSignups.userId, userId))
    .$dynamic();
  const rows = await newestFirst(query, [trainingSignups.createdAt, trainingSignups.id], ROWS, 0);
  return rows.map(({ s, title }) => ({
    id: s.id, trainingId: s.trainingId, title, status: s.status, feeFen: s.feeFen, paidAt: seconds(s.paidAt), createdAt: toSeconds(s.createdAt),
  }));
}

async function enrolmentsOf(db: Db, userId: number) {
  const query = db
    .select({ e: courseEnrolments, title: courses.title })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.userId, userId))
    .$dynamic();
  const rows = await newestFirst(query, [courseEnrolments.createdAt, courseEnrolments.id], ROWS, 0);
  return rows.map(({ e, title }) => ({
    id: e.id, courseId: e.courseId, title, feeFen: e.feeFen, paidAt: seconds(e.paidAt), createdAt: toSeconds(e.createdAt),
  }));
}

async function certificatesOf(db: Db, userId: number) {
  const query = db.select().from(certificates).where(eq(certificates.userId, userId)).$dynamic();
  const rows = await newestFirst(query, [certificates.issuedAt, certificates.id], ROWS, 0);
  return rows.map((c) => ({ id: c.id, number: c.number, title: c.title, kind: c.kind, status: c.status, issuedAt: toSeconds(c.issuedAt) }));
}

async function pointsOf(db: Db, userId: number) {
  const query = db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).$dynamic();
  const rows = await newestFirst(query, [pointsLedger.createdAt, pointsLedger.id], ROWS, 0);
  return rows.map((p) => ({
    id: p.id, delta: p.delta, balanceAfter: p.balanceAfter, label: pointsRuleLabel(p.rule), note: p.note, createdAt: toSeconds(p.createdAt),
  }));
}

async function ordersOf(db: Db, userId: number) {
  const query = db.select().from(giftOrders).where(eq(giftOrders.userId, userId)).$dynamic();
  const rows = await newestFirst(query, [giftOrders.createdAt, giftOrders.id], ROWS, 0);
  return rows.map((o) => ({
    id: o.id, orderNo: o.orderNo, giftTitle: o.giftTitle, quantity: o.quantity, totalPoints: o.totalPoints, status: o.status,
    trackingNote: o.trackingNote, createdAt: toSeconds(o.createdAt),
  }));
}

export const adminUserGet = defineAdminRoute({
  roles: ['admin'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminUserDetail> => {
    const user = await findUserWithRoles(db, id);
    if (!user) throw new ApiError(Code.NotFound, '该用户不存在');
    return {
      ...toUserRow(user),
      gender: user.gender, workUnit: user.workUnit, department: user.department, jobTitle: user.jobTitle,
      ...(await profileNames(db, user)),
      signups: await signupsOf(db, id),
      enrolments: await enrolmentsOf(db, id),
      certificates: await certificatesOf(db, id),
      pointsHistory: await pointsOf(db, id),
      orders: await ordersOf(db, id),
    };
  },
});
