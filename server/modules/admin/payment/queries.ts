// Finance's payment queue (admin/payment/list and its CSV): what learners owe for paid classes and paid
// courses in one list, filtered by status, kind, China days of the fee falling due and a name or phone,
// newest first. A class's row names the learner as they signed up; a course's as their profile says.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { formatChinaMinute } from '@/contract/time';
import { PAYMENT_STATUSES, type ApiAdminPaymentRow } from '@/contract/wire/admin-signup';
import type { Db } from '@/server/db/client';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { payments } from '@/server/modules/payment/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { containing, withinDays, zDayRange, zOptional } from '../list-inputs';

export const zPaymentFilters = {
  status: zOptional(z.enum(PAYMENT_STATUSES, '状态不正确')),
  kind: zOptional(z.enum(['training', 'course'], '类型不正确')),
  q: zOptional(z.string().trim().max(50, '搜索词过长')),
  ...zDayRange,
};

export type PaymentFilters = { status?: ApiAdminPaymentRow['status']; kind?: 'training' | 'course'; q?: string; from?: string; to?: string };

const confirmer = alias(users, 'confirmer');
const name = sql<string>`coalesce(${trainingSignups.name}, ${users.name})`;
const phone = sql<string>`coalesce(${trainingSignups.phone}, ${users.phone})`;

/** A learner who never filled in a name is shown as the review queues show them (review-queue.ts toPerson). */
function displayName(name: string | null, phone: string | null): string {
  return name?.trim() || (phone ? `学员${phone.slice(-4)}` : '');
}

function paymentWhere(f: PaymentFilters): SQL | undefined {
  return and(
    f.status ? eq(payments.status, f.status) : undefined,
    f.kind ? eq(payments.kind, f.kind) : undefined,
    f.q ? or(ilike(name, containing(f.q)), ilike(phone, containing(f.q))) : undefined,
    withinDays(payments.createdAt, f),
  );
}

function joined<T extends object>(db: Db, fields: T) {
  return db
    .select(fields as T & Record<string, never>)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(trainingSignups, and(eq(payments.kind, 'training'), eq(trainingSignups.id, payments.refId)))
    .leftJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .leftJoin(courseEnrolments, and(eq(payments.kind, 'course'), eq(courseEnrolments.id, payments.refId)))
    .leftJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(confirmer, eq(confirmer.id, payments.confirmedBy));
}

export async function listPayments(db: Db, f: PaymentFilters, limit: number, offset: number): Promise<{ list: ApiAdminPaymentRow[]; total: number }> {
  const where = paymentWhere(f);
  const rows = await joined(db, {
    p: payments, name, phone, confirmedBy: confirmer.name,
    itemId: sql<number>`coalesce(${trainings.id}, ${courses.id})`.mapWith(Number),
    title: sql<string>`coalesce(${trainings.title}, ${courses.title})`,
  }).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit).offset(offset);
  const [{ n }] = await joined(db, { n: count() }).where(where);
  return {
    total: n,
    list: rows.map(({ p, ...r }) => ({
      id: p.id, kind: p.kind, item: { id: r.itemId, title: r.title ?? '' }, name: displayName(r.name, r.phone), phone: r.phone ?? '',
      amount: p.amountFen / 100, paid: p.paidFen === null ? null : p.paidFen / 100, reference: p.reference ?? '',
      status: p.status, createdAt: formatChinaMinute(p.createdAt), paidAt: p.paidAt ? formatChinaMinute(p.paidAt) : null,
      confirmedBy: r.confirmedBy ?? '',
    })),
  };
}
