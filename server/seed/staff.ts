// Demo staff of the console (docs/product.md §10), one per role, and a realistic audit trail: the administrator
// granted the roles two months ago, then each person made a few changes of their kind (an editor publishing
// news, the registrar opening a class, finance issuing an invoice, the store shipping an order). Log in at
// /admin with the phone and the code from the server log. Idempotent: existing phones and roles are left
// alone, and the history is written only when the accounts are new.
import { asc, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@/contract/staff';
import { addDays, chinaDay } from '@/contract/time';
import type { Db } from '@/server/db/client';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { articles } from '@/server/modules/article/schema';
import { courses } from '@/server/modules/course/schema';
import { lives } from '@/server/modules/live/schema';
import { users } from '@/server/modules/passport/schema';
import { trainings } from '@/server/modules/training/schema';
import { giftOrders, gifts } from '@/server/modules/user/gift/schema';
import { invoices } from '@/server/modules/user/invoice/schema';

const WORK_UNIT = '河南省基层卫生健康学会培训学院';

export const DEMO_STAFF: { phone: string; name: string; role: StaffRole; department: string; jobTitle: string }[] = [
  { phone: '13900000001', name: '陈主任', role: 'admin', department: '办公室', jobTitle: '办公室主任' },
  { phone: '13900000002', name: '刘编辑', role: 'editor', department: '宣传部', jobTitle: '编辑' },
  { phone: '13900000003', name: '周教务', role: 'registrar', department: '教务部', jobTitle: '教务主管' },
  { phone: '13900000004', name: '吴会计', role: 'finance', department: '财务部', jobTitle: '会计' },
  { phone: '13900000005', name: '郑店长', role: 'store', department: '会员服务部', jobTitle: '积分商城店长' },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Row = typeof auditLog.$inferInsert;

/** The demo staff accounts and their roles; the history too when the accounts were just created. */
export async function seedStaff(db: Db, now: number = Date.now()): Promise<void> {
  const inserted = await db
    .insert(users)
    .values(DEMO_STAFF.map((s) => ({ phone: s.phone, name: s.name, workUnit: WORK_UNIT, department: s.department, jobTitle: s.jobTitle })))
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id, phone: users.phone });
  const people = await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, DEMO_STAFF.map((s) => s.phone)));
  const idOf = new Map(people.map((p) => [p.phone, p.id]));
  const admin = idOf.get('13900000001')!;
  const granted = new Date(now - 62 * DAY_MS);
  await db
    .insert(staffRoles)
    .values(DEMO_STAFF.map((s) => ({ userId: idOf.get(s.phone)!, role: s.role, grantedBy: s.role === 'admin' ? null : admin, grantedAt: granted })))
    .onConflictDoNothing();
  if (inserted.length === DEMO_STAFF.length) await seedHistory(db, idOf, now);
}

/** A few past changes per person, on real rows of the seeded content (nothing when the content is absent). */
async function seedHistory(db: Db, idOf: Map<string, number>, now: number): Promise<void> {
  // Office hours in China time, `days` days ago (a few minutes past the hour, as people work).
  const today = chinaDay(now);
  const at = (days: number, hour = 10) => new Date(Date.parse(`${addDays(today, -days)}T00:00:00+08:00`) + hour * HOUR_MS + ((days * 7) % 50) * 60_000);
  const admin = idOf.get('13900000001')!;
  const rows: Row[] = [];

  // The administrator gave everyone their role, on one morning.
  DEMO_STAFF.filter((s) => s.role !== 'admin').forEach((s, i) => {
    rows.push({
      staffId: admin, action: 'grant', kind: 'staff', itemId: String(idOf.get(s.phone)),
      before: { name: s.name, phone: s.phone, roles: [] }, after: { name: s.name, phone: s.phone, roles: [s.role] },
      createdAt: new Date(at(62).getTime() + i * 4 * 60_000),
    });
  });

  const editor = idOf.get('13900000002')!;
  const news = await db.select({ id: articles.id, title: articles.title }).from(articles).orderBy(asc(articles.id)).limit(3);
  news.forEach((a, i) => {
    const day = 40 - i * 12;
    rows.push(
      { staffId: editor, action: 'create', kind: 'article', itemId: String(a.id), before: null,
        after: { title: a.title, status: 'draft', author: '学院宣传部' }, createdAt: at(day, 9) },
      { staffId: editor, action: 'publish', kind: 'article', itemId: String(a.id),
        before: { title: a.title, status: 'draft' }, after: { title: a.title, status: 'published' }, createdAt: at(day, 15) },
    );
  });
  const [live] = await db.select({ id: lives.id, title: lives.title }).from(lives).orderBy(asc(lives.id)).limit(1);
  if (live) {
    rows.push({ staffId: editor, action: 'update', kind: 'live', itemId: String(live.id),
      before: { title: live.title, speaker: '待定' }, after: { title: live.title, speaker: '特邀专家' }, createdAt: at(9, 11) });
  }

  const registrar = idOf.get('13900000003')!;
  const classes = await db.select({ id: trainings.id, title: trainings.title, seatsTotal: trainings.seatsTotal }).from(trainings).orderBy(asc(trainings.id)).limit(2);
  classes.forEach((t, i) => {
    const day = 35 - i * 14;
    rows.push(
      { staffId: registrar, action: 'update', kind: 'training', itemId: String(t.id),
        before: { title: t.title, seatsTotal: t.seatsTotal - 20 }, after: { title: t.title, seatsTotal: t.seatsTotal }, createdAt: at(day, 14) },
      { staffId: registrar, action: 'publish', kind: 'training', itemId: String(t.id),
        before: { title: t.title, isPublished: false }, after: { title: t.title, isPublished: true }, createdAt: at(day - 1, 9) },
    );
  });
  const [course] = await db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.id)).limit(1);
  if (course) {
    rows.push({ staffId: registrar, action: 'update', kind: 'course', itemId: String(course.id),
      before: { title: course.title, credit: '' }, after: { title: course.title, credit: 'Ⅱ类学分 2 分' }, createdAt: at(6, 16) });
  }

  const finance = idOf.get('13900000004')!;
  const issued = await db.select({ id: invoices.id, title: invoices.title, number: invoices.number, amountFen: invoices.amountFen })
    .from(invoices).where(eq(invoices.status, 'issued')).orderBy(asc(invoices.id)).limit(2);
  issued.forEach((inv, i) => {
    rows.push({ staffId: finance, action: 'update', kind: 'invoice', itemId: String(inv.id),
      before: { title: inv.title, amountFen: inv.amountFen, status: 'pending', number: null },
      after: { title: inv.title, amountFen: inv.amountFen, status: 'issued', number: inv.number }, createdAt: at(20 - i * 8, 15) });
  });

  const store = idOf.get('13900000005')!;
  const [gift] = await db.select({ id: gifts.id, title: gifts.title, stock: gifts.stock }).from(gifts).orderBy(asc(gifts.id)).limit(1);
  if (gift) {
    rows.push({ staffId: store, action: 'update', kind: 'gift', itemId: String(gift.id),
      before: { title: gift.title, stock: Math.max(0, gift.stock - 30) }, after: { title: gift.title, stock: gift.stock }, createdAt: at(25, 10) });
  }
  const shipped = await db.select({ id: giftOrders.id, orderNo: giftOrders.orderNo, trackingNote: giftOrders.trackingNote })
    .from(giftOrders).where(inArray(giftOrders.status, ['shipped', 'completed'])).orderBy(asc(giftOrders.id)).limit(2);
  shipped.forEach((o, i) => {
    rows.push({ staffId: store, action: 'update', kind: 'gift-order', itemId: String(o.id),
      before: { orderNo: o.orderNo, status: 'pending', trackingNote: null },
      after: { orderNo: o.orderNo, status: 'shipped', trackingNote: o.trackingNote ?? '顺丰速运' }, createdAt: at(12 - i * 5, 14) });
  });

  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  await db.insert(auditLog).values(rows);
}
