// admin/user/records/:id (admin): one list of what the academy holds about a person (class sign-ups, course
// enrolments, certificates, the points statement, gift orders), newest first, a page at a time with the count of
// all of them, so that the detail reaches every row however many there are. admin/user/get answers the first
// page of each through the same readers.
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { ADMIN_USER_RECORD_KINDS, type ApiAdminUserRecordKind, type ApiAdminUserRecords } from '@/contract/wire/admin-people';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { certificates } from '@/server/modules/cert/schema';
import { toSeconds } from '@/server/modules/common/time';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { pointsRuleLabel } from '@/server/modules/points/rules';
import { pointsLedger } from '@/server/modules/points/schema';
import { signupStage } from '@/server/modules/training/stage';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { newestFirst } from '../newest-first';

type Window = { limit: number; offset: number };
type Reader<K extends ApiAdminUserRecordKind> = (db: Db, userId: number, window: Window) => Promise<ApiAdminPage<ApiAdminUserRecords[K]>>;

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

async function countOf(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return total;
}

const signups: Reader<'signups'> = async (db, userId, { limit, offset }) => {
  const where = eq(trainingSignups.userId, userId);
  const query = db
    .select({ s: trainingSignups, title: trainings.title })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(where)
    .$dynamic();
  const rows = await newestFirst(query, [trainingSignups.createdAt, trainingSignups.id], limit, offset);
  return {
    total: await countOf(db, trainingSignups, where),
    list: rows.map(({ s, title }) => ({
      id: s.id, trainingId: s.trainingId, title, status: s.status, stage: signupStage(s), feeFen: s.feeFen, paidAt: seconds(s.paidAt),
      createdAt: toSeconds(s.createdAt),
    })),
  };
};

const enrolments: Reader<'enrolments'> = async (db, userId, { limit, offset }) => {
  const where = eq(courseEnrolments.userId, userId);
  const query = db
    .select({ e: courseEnrolments, title: courses.title })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(where)
    .$dynamic();
  const rows = await newestFirst(query, [courseEnrolments.createdAt, courseEnrolments.id], limit, offset);
  return {
    total: await countOf(db, courseEnrolments, where),
    list: rows.map(({ e, title }) => ({
      id: e.id, courseId: e.courseId, title, feeFen: e.feeFen, paidAt: seconds(e.paidAt), createdAt: toSeconds(e.createdAt),
    })),
  };
};

const certificatesOf: Reader<'certificates'> = async (db, userId, { limit, offset }) => {
  const where = eq(certificates.userId, userId);
  const rows = await newestFirst(db.select().from(certificates).where(where).$dynamic(), [certificates.issuedAt, certificates.id], limit, offset);
  return {
    total: await countOf(db, certificates, where),
    list: rows.map((c) => ({ id: c.id, number: c.number, title: c.title, kind: c.kind, status: c.status, issuedAt: toSeconds(c.issuedAt) })),
  };
};

const pointsHistory: Reader<'pointsHistory'> = async (db, userId, { limit, offset }) => {
  const where = eq(pointsLedger.userId, userId);
  const rows = await newestFirst(db.select().from(pointsLedger).where(where).$dynamic(), [pointsLedger.createdAt, pointsLedger.id], limit, offset);
  return {
    total: await countOf(db, pointsLedger, where),
    list: rows.map((p) => ({
      id: p.id, delta: p.delta, balanceAfter: p.balanceAfter, label: pointsRuleLabel(p.rule), note: p.note, createdAt: toSeconds(p.createdAt),
    })),
  };
};

const orders: Reader<'orders'> = async (db, userId, { limit, offset }) => {
  const where = eq(giftOrders.userId, userId);
  const rows = await newestFirst(db.select().from(giftOrders).where(where).$dynamic(), [giftOrders.createdAt, giftOrders.id], limit, offset);
  return {
    total: await countOf(db, giftOrders, where),
    list: rows.map((o) => ({
      id: o.id, orderNo: o.orderNo, giftTitle: o.giftTitle, quantity: o.quantity, totalPoints: o.totalPoints, status: o.status,
      trackingNote: o.trackingNote, createdAt: toSeconds(o.createdAt),
    })),
  };
};

/** The reader of each list. */
export const USER_RECORDS: { [K in ApiAdminUserRecordKind]: Reader<K> } = {
  signups, enrolments, certificates: certificatesOf, pointsHistory, orders,
};

export const ZAdminUserRecordsInput = z.object({
  id: zId,
  kind: z.enum(ADMIN_USER_RECORD_KINDS, '记录类型不正确'),
  ...zAdminPage,
});

export const adminUserRecords = defineAdminRoute({
  roles: ['admin'],
  input: ZAdminUserRecordsInput,
  handler: async ({ id, kind, page, size }, { db }): Promise<ApiAdminPage<ApiAdminUserRecords[ApiAdminUserRecordKind]>> => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw new ApiError(Code.NotFound, '该用户不存在');
    return USER_RECORDS[kind](db, id, { limit: size, offset: (page - 1) * size });
  },
});
