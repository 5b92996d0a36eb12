// admin/dashboard (any staff): the console home's numbers (docs/product.md §10). Each tile belongs to the roles
// whose work it is, and a person gets only those (admin all): sign-ups and enrolments of the last 30 days and
// the queues waiting on the registrar, finance and the store, today's live broadcasts, and a 30-day series
// of sign-ups and enrolments for the chart. Counted straight from the tables, never cached: staff act on them.
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { hasRole, type StaffRole } from '@/contract/staff';
import { addDays, chinaDay } from '@/contract/time';
import type { ApiDashboard, ApiDashboardTile } from '@/contract/wire/admin';
import type { Db } from '@/server/db/client';
import { articles } from '@/server/modules/article/schema';
import { courseEnrolments } from '@/server/modules/course/schema';
import { lives } from '@/server/modules/live/schema';
import { liveStatus } from '@/server/modules/live/status';
import { payments } from '@/server/modules/payment/schema';
import { trainingSignups } from '@/server/modules/training/schema';
import { trainingApplications } from '@/server/modules/user/apply/schema';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { invoices } from '@/server/modules/user/invoice/schema';
import { teacherApplications } from '@/server/modules/user/teacher/schema';
import { defineAdminRoute } from './guard';

/** Days the chart and the "近 30 天" tiles cover, today included. */
export const DASHBOARD_DAYS = 30;

const midnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

type TileDef = Omit<ApiDashboardTile, 'value'> & { roles: readonly StaffRole[]; count: (db: Db, since: Date) => Promise<number> };

const total = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

const TILES: TileDef[] = [
  {
    key: 'signups', label: '培训班报名', hint: `近 ${DASHBOARD_DAYS} 天`, link: null, roles: ['registrar'],
    count: (db, since) => total(db.select({ n: count() }).from(trainingSignups).where(gte(trainingSignups.createdAt, since))),
  },
  {
    key: 'enrolments', label: '课程报名', hint: `近 ${DASHBOARD_DAYS} 天`, link: null, roles: ['registrar'],
    count: (db, since) => total(db.select({ n: count() }).from(courseEnrolments).where(gte(courseEnrolments.createdAt, since))),
  },
  {
    key: 'pendingSignups', label: '待审核的报名', hint: '培训班报名待审核', link: '/admin/signup?status=review', roles: ['registrar'],
    count: (db) => total(db.select({ n: count() }).from(trainingSignups).where(and(eq(trainingSignups.status, 'pending'), isNull(trainingSignups.reviewedAt)))),
  },
  {
    key: 'applications', label: '待处理的办班申请', hint: '已提交或审核中', link: null, roles: ['registrar'],
    count: (db) => total(db.select({ n: count() }).from(trainingApplications).where(inArray(trainingApplications.status, ['submitted', 'reviewing']))),
  },
  {
    key: 'teacherApplications', label: '待处理的讲师认证', hint: '已提交或审核中', link: null, roles: ['registrar'],
    count: (db) => total(db.select({ n: count() }).from(teacherApplications).where(inArray(teacherApplications.status, ['submitted', 'reviewing']))),
  },
  {
    key: 'invoices', label: '待开发票', hint: '学员已申请', link: '/admin/invoice?status=pending', roles: ['finance'],
    count: (db) => total(db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'pending'))),
  },
  {
    key: 'payments', label: '待确认的缴费', hint: '培训班与课程', link: '/admin/payment?status=pending', roles: ['finance'],
    count: (db) => total(db.select({ n: count() }).from(payments).where(eq(payments.status, 'pending'))),
  },
  {
    key: 'giftOrders', label: '待发货的兑换', hint: '实物礼品', link: '/admin/gift/order?status=pending&kind=physical', roles: ['store'],
    count: (db) => total(db.select({ n: count() }).from(giftOrders).where(and(eq(giftOrders.status, 'pending'), eq(giftOrders.giftKind, 'physical')))),
  },
  {
    key: 'drafts', label: '文章草稿', hint: '尚未发布', link: '/admin/article', roles: ['editor'],
    count: (db) => total(db.select({ n: count() }).from(articles).where(eq(articles.status, 'draft'))),
  },
];

/** Per China day of the window, oldest first, with 0 for days with none. */
async function series(db: Db, firstDay: string, days: string[]): Promise<ApiDashboard['series']> {
  const since = midnight(firstDay);
  const byDay = (column: typeof trainingSignups.createdAt | typeof courseEnrolments.createdAt) =>
    sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const signups = await db.select({ day: byDay(trainingSignups.createdAt), n: count() }).from(trainingSignups)
    .where(gte(trainingSignups.createdAt, since)).groupBy(byDay(trainingSignups.createdAt));
  const enrolments = await db.select({ day: byDay(courseEnrolments.createdAt), n: count() }).from(courseEnrolments)
    .where(gte(courseEnrolments.createdAt, since)).groupBy(byDay(courseEnrolments.createdAt));
  const s = new Map(signups.map((r) => [r.day, r.n]));
  const e = new Map(enrolments.map((r) => [r.day, r.n]));
  return days.map((day) => ({ day, signups: s.get(day) ?? 0, enrolments: e.get(day) ?? 0 }));
}

export async function loadDashboard(db: Db, roles: readonly StaffRole[], now: Date = new Date()): Promise<ApiDashboard> {
  const today = chinaDay(now);
  const firstDay = addDays(today, 1 - DASHBOARD_DAYS);
  const since = midnight(firstDay);
  const mine = TILES.filter((t) => hasRole(roles, t.roles));
  // One query at a time: on PGlite they queue anyway, and on PostgreSQL the pool is shared with learners.
  const tiles: ApiDashboardTile[] = [];
  for (const t of mine) tiles.push({ key: t.key, label: t.label, hint: t.hint, link: t.link, value: await t.count(db, since) });

  let todayLives: ApiDashboard['lives'] = null;
  if (hasRole(roles, ['editor', 'registrar'])) {
    const rows = await db
      .select({ id: lives.id, title: lives.title, startAt: lives.startAt, endAt: lives.endAt })
      .from(lives)
      .where(and(eq(lives.isPublished, true), gte(lives.startAt, midnight(today)), lt(lives.startAt, midnight(addDays(today, 1)))))
      .orderBy(lives.startAt);
    todayLives = rows.map((r) => ({
      id: r.id, title: r.title, startAt: Math.floor(r.startAt.getTime() / 1000), endAt: Math.floor(r.endAt.getTime() / 1000),
      state: liveStatus(r, now),
    }));
  }

  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(firstDay, i));
  return { tiles, lives: todayLives, series: hasRole(roles, ['registrar']) ? await series(db, firstDay, days) : null };
}

export const adminDashboard = defineAdminRoute({
  roles: [],
  handler: async (_input, { db, staff }): Promise<ApiDashboard> => loadDashboard(db, staff.roles),
});
