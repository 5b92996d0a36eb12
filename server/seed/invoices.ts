// Demo payments and invoices (/user/invoice) for every demo account. Payment happens outside the site:
// here the academy has recorded some fees as received, so they can be invoiced.
// - 13800000000: the paid training sign-ups (training-signups.ts), the earliest with an issued invoice
//   (with its number and a PDF), the next with a rejected one; the paid course in progress (study.ts)
//   still to invoice; two saved titles.
// - 13800000001: a paid course with a pending personal invoice.
// - 13800000002: two paid courses, one with an issued invoice, one still to invoice.
// - 13800000003: a paid course with a pending special (VAT) invoice.
// Deterministic: everything follows from the content and `now`. Runs after study.ts.
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { invoiceNumberFor } from '@/server/modules/user/invoice/decide';
import { itemName } from '@/server/modules/user/invoice/items';
import { invoiceItems, invoices, invoiceTitles } from '@/server/modules/user/invoice/schema';
import type { InvoiceKind, InvoiceStatus, InvoiceTitleType } from '@/contract/wire/invoice';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Item = { type: 'training' | 'course'; refId: number; name: string; amountFen: number; paidAt: Date };
type Title = { titleType: InvoiceTitleType; title: string; taxNumber: string; address?: string; bank?: string };
type DemoInvoice = Title & { kind?: InvoiceKind; status: InvoiceStatus; email: string; rejectReason?: string };

/** Buyers' tax numbers: made up, but they pass the GB 32100 check like real ones. */
const UNITS = {
  zhongmou: { titleType: 'organisation', title: '中牟县人民医院', taxNumber: '12410122416081357E' },
  kaifeng: { titleType: 'organisation', title: '开封市基层卫生培训中心', taxNumber: '124102004161225848' },
  centre: {
    titleType: 'organisation', title: '河南省基层医学培训中心', taxNumber: '52410105MJY810356K',
    address: '郑州市金水区文化路 86 号 0371-65550186', bank: '中国银行郑州文化路支行 2567 0981 3346',
  },
} as const satisfies Record<string, Title>;

/** Paid courses per account: [course id, days since enrolling]; the price comes from the course. */
const PAID_COURSES: Record<string, [courseId: number, daysAgo: number][]> = {
  '13800000000': [[5, 20]],
  '13800000001': [[27, 16]],
  '13800000002': [[13, 40], [29, 9]],
  '13800000003': [[14, 12]],
};

/** Marks the account's paid courses as enrolled and paid; returns them as invoice items. */
async function payCourses(db: Db, userId: number, list: [number, number][], now: number): Promise<Item[]> {
  const items: Item[] = [];
  for (const [courseId, daysAgo] of list) {
    const [course] = await db.select({ title: courses.title, priceFen: courses.priceFen }).from(courses).where(eq(courses.id, courseId));
    if (!course || course.priceFen <= 0) continue;
    const enrolledAt = new Date(now - daysAgo * DAY_MS);
    const paidAt = new Date(Math.min(now - HOUR_MS, enrolledAt.getTime() + 2 * DAY_MS));
    await db.insert(courseEnrolments).values({ courseId, userId, createdAt: enrolledAt }).onConflictDoNothing();
    const [row] = await db
      .update(courseEnrolments)
      .set({ feeFen: course.priceFen, paidAt })
      .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
      .returning({ id: courseEnrolments.id });
    items.push({ type: 'course', refId: row.id, name: itemName('course', course.title), amountFen: course.priceFen, paidAt });
  }
  return items;
}

async function paidTrainings(db: Db, userId: number): Promise<Item[]> {
  const rows = await db
    .select({ id: trainingSignups.id, title: trainings.title, feeFen: trainingSignups.feeFen, paidAt: trainingSignups.paidAt })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(and(eq(trainingSignups.userId, userId), gt(trainingSignups.feeFen, 0), isNotNull(trainingSignups.paidAt)))
    .orderBy(asc(trainingSignups.paidAt), asc(trainingSignups.id));
  return rows.map((r) => ({ type: 'training', refId: r.id, name: itemName('training', r.title), amountFen: r.feeFen, paidAt: r.paidAt! }));
}

async function addInvoice(db: Db, userId: number, item: Item, inv: DemoInvoice, now: number): Promise<void> {
  const appliedAt = new Date(Math.min(now - 2 * HOUR_MS, item.paidAt.getTime() + DAY_MS));
  const decidedAt = new Date(Math.min(now - HOUR_MS, appliedAt.getTime() + 2 * DAY_MS));
  const [row] = await db
    .insert(invoices)
    .values({
      userId, status: inv.status, titleType: inv.titleType, kind: inv.kind ?? 'normal', title: inv.title,
      taxNumber: inv.taxNumber, address: inv.address ?? '', bank: inv.bank ?? '', email: inv.email,
      amountFen: item.amountFen, rejectReason: inv.rejectReason ?? null,
      issuedAt: inv.status === 'issued' ? decidedAt : null,
      createdAt: appliedAt, updatedAt: inv.status === 'pending' ? appliedAt : decidedAt,
    })
    .returning({ id: invoices.id });
  if (inv.status === 'issued') {
    await db.update(invoices).set({ number: invoiceNumberFor(row.id, decidedAt) }).where(eq(invoices.id, row.id));
  }
  await db.insert(invoiceItems).values({ invoiceId: row.id, itemType: item.type, refId: item.refId, name: item.name, amountFen: item.amountFen });
}

export async function seedInvoices(db: Db, now = Date.now()): Promise<void> {
  const phones = Object.keys(PAID_COURSES);
  const rows = await db.select({ id: users.id, phone: users.phone, name: users.name }).from(users).where(inArray(users.phone, phones));
  const user = new Map(rows.map((r) => [r.phone, r]));
  const [existing] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  if (existing) return;

  const learner = user.get('13800000000');
  if (learner) {
    const [course] = await payCourses(db, learner.id, PAID_COURSES['13800000000'], now);
    const [first, second] = await paidTrainings(db, learner.id);
    const email = 'zhangxm@zmxrmyy.example.cn';
    if (first) {
      await addInvoice(db, learner.id, first, { ...UNITS.zhongmou, status: 'issued', email }, now);
    }
    if (second) {
      await addInvoice(db, learner.id, second, {
        ...UNITS.zhongmou, title: '中牟县医院', status: 'rejected', email,
        rejectReason: '发票抬头须与统一社会信用代码登记的单位全称一致（中牟县人民医院），请修改后重新提交。',
      }, now);
    }
    void course; // left to invoice: the demo of applying
    await db.insert(invoiceTitles).values([
      { userId: learner.id, ...UNITS.zhongmou, usedAt: new Date(now - 10 * DAY_MS) },
      { userId: learner.id, titleType: 'personal', title: learner.name || '张晓明', usedAt: new Date(now - 30 * DAY_MS) },
    ]);
  }

  const lecturer = user.get('13800000001');
  if (lecturer) {
    const [course] = await payCourses(db, lecturer.id, PAID_COURSES['13800000001'], now);
    if (course) {
      await addInvoice(db, lecturer.id, course, { titleType: 'personal', title: lecturer.name || '李华', taxNumber: '', status: 'pending', email: 'lihua@example.cn' }, now);
    }
  }

  const manager = user.get('13800000002');
  if (manager) {
    const [first] = await payCourses(db, manager.id, PAID_COURSES['13800000002'], now);
    if (first) {
      await addInvoice(db, manager.id, first, { ...UNITS.kaifeng, status: 'issued', email: 'jwc@kfjcpx.example.cn' }, now);
    }
    await db.insert(invoiceTitles).values({ userId: manager.id, ...UNITS.kaifeng, usedAt: new Date(now - 20 * DAY_MS) });
  }

  const centre = user.get('13800000003');
  if (centre) {
    const [course] = await payCourses(db, centre.id, PAID_COURSES['13800000003'], now);
    if (course) {
      await addInvoice(db, centre.id, course, { ...UNITS.centre, kind: 'special', status: 'pending', email: 'pxb@hnjcyx.example.cn' }, now);
    }
    await db.insert(invoiceTitles).values({ userId: centre.id, ...UNITS.centre, usedAt: new Date(now - 5 * DAY_MS) });
  }
}
