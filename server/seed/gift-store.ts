// The demo gift store and the demo accounts' points: gifts (data/gifts.ts), each demo account's ledger
// (earnings by the rules of points/rules.ts, an opening grant, exchanges) and their orders in every
// state. Everything goes through the ledger's own functions, so users.points equals the ledger sum; the
// opening grant is what makes each demo account end at the balance accounts.ts gives it.
// Deterministic: everything follows from the content and `now`.
import { and, asc, eq, inArray, like, lt } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { activityEntries } from '@/server/modules/activity/schema';
import { courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { messages } from '@/server/modules/message/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { giftAddresses, giftOrders, gifts, type GiftOrderStatus } from '@/server/modules/user/gift/schema';
import { chinaDateCompact } from '@/server/modules/user/gift/order-no';
import { shipOrder } from '@/server/modules/user/gift/ship';
import { awardPoints, changePoints, POINTS_RULES, type EarningRule } from '@/server/modules/points/index';
import { ledgerTotals } from '@/server/modules/points/queries';
import { DEMO_USERS } from './accounts';
import { LEARNER_SURVEY } from './demand-answers';
import { GIFT_SEEDS } from './data/gifts';
import { DAY_MS, HOUR_MS } from './text';

type Earning = { rule: EarningRule; refKey: string; note: string; daysAgo: number };
type DemoOrder = { gift: string; quantity: number; status: GiftOrderStatus; daysAgo: number };
/** Every demo account completed its profile (profileDaysAgo); `earnings` are the others, `grants` the academy's. */
type Plan = {
  phone: string;
  profileDaysAgo: number;
  earnings?: Earning[];
  grants?: { refKey: string; note: string; points: number; daysAgo: number }[];
  orders: DemoOrder[];
};

const RECEIVERS: Record<string, { address: string }> = {
  '13800000000': { address: '河南省郑州市中牟县青年路16号 中牟县人民医院全科医学科' },
  '13800000001': { address: '河南省洛阳市西工区中州中路288号 洛阳市第一人民医院心血管内科' },
  '13800000002': { address: '河南省开封市鼓楼区自由路56号 开封市基层卫生培训中心教务处' },
  '13800000003': { address: '河南省郑州市金水区经三路7号 河南省基层医学培训中心培训部' },
};

const COURIERS = ['顺丰速运', '中国邮政EMS', '京东物流'];

/** What each demo account did; the learner's course and class earnings are added from the content. */
const PLANS: Plan[] = [
  {
    phone: '13800000000', profileDaysAgo: 88,
    earnings: [
      { rule: 'surveyAnswered', refKey: `demand:${LEARNER_SURVEY.demandId}`, note: '基层卫生人员培训需求调查', daysAgo: LEARNER_SURVEY.daysAgo },
    ],
    orders: [
      { gift: 'thermos', quantity: 1, status: 'completed', daysAgo: 70 },
      { gift: 'course-voucher', quantity: 1, status: 'completed', daysAgo: 46 },
      { gift: 'oximeter', quantity: 1, status: 'cancelled', daysAgo: 30 },
      { gift: 'tcm-techniques', quantity: 1, status: 'shipped', daysAgo: 9 },
      { gift: 'tote-bag', quantity: 1, status: 'pending', daysAgo: 2 },
    ],
  },
  {
    phone: '13800000001', profileDaysAgo: 100,
    grants: [{ refKey: 'grant:lecturer-2024', note: '2024年度优秀授课讲师', points: 1500, daysAgo: 80 }],
    orders: [
      { gift: 'stethoscope', quantity: 1, status: 'shipped', daysAgo: 12 },
      { gift: 'live-pass', quantity: 1, status: 'completed', daysAgo: 40 },
      { gift: 'internal-medicine', quantity: 1, status: 'pending', daysAgo: 1 },
    ],
  },
  {
    phone: '13800000002', profileDaysAgo: 60,
    orders: [
      { gift: 'nurse-watch', quantity: 1, status: 'completed', daysAgo: 35 },
      { gift: 'tote-bag', quantity: 1, status: 'cancelled', daysAgo: 15 },
    ],
  },
  {
    phone: '13800000003', profileDaysAgo: 150,
    orders: [
      { gift: 'course-voucher', quantity: 1, status: 'completed', daysAgo: 55 },
      { gift: 'thermos', quantity: 1, status: 'shipped', daysAgo: 6 },
    ],
  },
];

const OPENING_DAYS_AGO = 180;

async function insertGifts(tx: Tx): Promise<Map<string, typeof gifts.$inferSelect>> {
  const rows = await tx
    .insert(gifts)
    .values(GIFT_SEEDS.map((g, i) => ({
      title: g.title, category: g.category, kind: g.kind, cover: `/images/gifts/${g.key}.svg`, summary: g.summary,
      description: g.description.join('\n\n'), points: g.points, stock: g.stock, exchanged: g.exchanged,
      perUserLimit: g.perUserLimit ?? null, isOnline: g.isOnline ?? true, sort: (i + 1) * 10,
    })))
    .returning();
  return new Map(GIFT_SEEDS.map((g, i) => [g.key, rows[i]]));
}

/** The learner's real achievements in the content: finished classes (every session) and courses. */
async function contentEarnings(tx: Tx, userId: number, now: number): Promise<Earning[]> {
  const finished = await tx
    .select({ id: trainings.id, title: trainings.title, endAt: trainings.endAt })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(and(eq(trainingSignups.userId, userId), eq(trainingSignups.status, 'confirmed'), lt(trainings.endAt, new Date(now))))
    .orderBy(asc(trainings.id));
  const earnings: Earning[] = finished.map((t) => ({
    rule: 'trainingFullAttendance', refKey: `training:${t.id}`, note: t.title,
    daysAgo: Math.max(1, Math.floor((now - t.endAt.getTime()) / DAY_MS)),
  }));
  // study.ts finishes every lesson of course 26 for the learner, 45 days after enrolling.
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, 26));
  if (course) earnings.push({ rule: 'courseFinished', refKey: 'course:26', note: course.title, daysAgo: 40 });
  return earnings;
}

/** Entries accepted by the judges of the seeded competitions earn their authors points. */
async function awardAcceptedEntries(tx: Tx): Promise<void> {
  const entries = await tx
    .select({ id: activityEntries.id, userId: activityEntries.userId, title: activityEntries.title, createdAt: activityEntries.createdAt })
    .from(activityEntries)
    .where(inArray(activityEntries.status, ['approved', 'awarded']))
    .orderBy(asc(activityEntries.id));
  for (const e of entries) await awardPoints(tx, e.userId, 'caseEntryAccepted', `entry:${e.id}`, e.title);
}

async function seedAccount(tx: Tx, plan: Plan, target: number, byKey: Map<string, typeof gifts.$inferSelect>, now: number, seq: { n: number }) {
  const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, plan.phone));
  if (!user) return;
  // Rows others already wrote stay; the balance restarts from their sum so the two agree.
  const before = await ledgerTotals(tx, user.id);
  await tx.update(users).set({ points: before.sum }).where(eq(users.id, user.id));
  const profile: Earning = { rule: 'profileCompleted', refKey: 'profile', note: '', daysAgo: plan.profileDaysAgo };
  const grants = plan.grants ?? [];
  const earnings = [profile, ...(plan.earnings ?? []), ...(plan.phone === DEMO_USERS[0].phone ? await contentEarnings(tx, user.id, now) : [])];
  const earned = earnings.reduce((s, e) => s + POINTS_RULES[e.rule].points, 0) + grants.reduce((s, g) => s + g.points, 0);
  const spent = plan.orders.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + byKey.get(o.gift)!.points * o.quantity, 0);
  const opening = target - before.sum - earned + spent;
  const at = (daysAgo: number, hour = 10) => new Date(now - daysAgo * DAY_MS + (hour - 12) * HOUR_MS);

  type Step = { when: number; run: () => Promise<unknown> };
  const steps: Step[] = [];
  if (opening > 0) {
    steps.push({ when: OPENING_DAYS_AGO, run: () => changePoints(tx, user.id, { rule: 'academyGrant', refKey: 'grant:opening', delta: opening, note: '新学员注册及年度学习奖励', at: at(OPENING_DAYS_AGO) }) });
  }
  for (const g of grants) {
    steps.push({ when: g.daysAgo, run: () => changePoints(tx, user.id, { rule: 'academyGrant', refKey: g.refKey, delta: g.points, note: g.note, at: at(g.daysAgo) }) });
  }
  for (const e of earnings) {
    steps.push({ when: e.daysAgo, run: () => changePoints(tx, user.id, { rule: e.rule, refKey: e.refKey, delta: POINTS_RULES[e.rule].points, note: e.note, at: at(e.daysAgo, 9) }) });
  }
  for (const o of plan.orders) {
    steps.push({ when: o.daysAgo, run: () => placeOrder(tx, user, plan.phone, o, byKey.get(o.gift)!, at, seq) });
  }
  steps.sort((a, b) => b.when - a.when);
  for (const s of steps) await s.run();
  if (opening < 0) throw new Error(`seed: the plan of ${plan.phone} spends more than its balance`);
}

async function placeOrder(
  tx: Tx, user: { id: number; name: string }, phone: string, o: DemoOrder, gift: typeof gifts.$inferSelect,
  at: (daysAgo: number, hour?: number) => Date, seq: { n: number },
) {
  seq.n += 1;
  const createdAt = at(o.daysAgo, 11);
  const isPhysical = gift.kind === 'physical';
  const total = gift.points * o.quantity;
  const [order] = await tx
    .insert(giftOrders)
    .values({
      orderNo: `JF${chinaDateCompact(createdAt)}${String(seq.n * 7919).padStart(10, '0')}`,
      userId: user.id, giftId: gift.id, giftTitle: gift.title, giftKind: gift.kind, quantity: o.quantity,
      unitPoints: gift.points, totalPoints: total, status: 'pending', idemKey: `seed-order-${seq.n}`.padEnd(16, '0'),
      receiverName: isPhysical ? user.name : null, receiverPhone: isPhysical ? phone : null,
      receiverAddress: isPhysical ? RECEIVERS[phone].address : null,
      voucherCode: isPhysical ? null : `DEMO-${String(1000 + seq.n * 37).slice(-4)}-${String(seq.n).padStart(4, '0')}`,
      createdAt,
    })
    .returning({ id: giftOrders.id });
  await changePoints(tx, user.id, { rule: 'giftExchange', refKey: `order:${order.id}`, delta: -total, note: `${gift.title} ×${o.quantity}`, at: createdAt });
  if (o.status !== 'cancelled') {
    await tx.update(gifts).set({ exchanged: gift.exchanged + o.quantity }).where(eq(gifts.id, gift.id));
    gift.exchanged += o.quantity;
  }
  if (isPhysical) {
    await tx.insert(giftAddresses).values({ userId: user.id, name: user.name, phone, address: RECEIVERS[phone].address, usedAt: createdAt })
      .onConflictDoUpdate({ target: [giftAddresses.userId, giftAddresses.name, giftAddresses.phone, giftAddresses.address], set: { usedAt: createdAt } });
  }
  if (!isPhysical) {
    await tx.update(giftOrders).set({ status: 'completed', completedAt: createdAt }).where(eq(giftOrders.id, order.id));
    return;
  }
  if (o.status === 'cancelled') {
    const cancelledAt = at(o.daysAgo - 1, 9);
    await tx.update(giftOrders).set({ status: 'cancelled', cancelledAt }).where(eq(giftOrders.id, order.id));
    await changePoints(tx, user.id, { rule: 'giftRefund', refKey: `order:${order.id}`, delta: total, note: `${gift.title} ×${o.quantity}`, at: cancelledAt });
    return;
  }
  if (o.status === 'shipped' || o.status === 'completed') {
    const shippedAt = at(Math.max(o.daysAgo - 2, 0), o.daysAgo > 2 ? 15 : 8);
    const courier = COURIERS[seq.n % COURIERS.length];
    await shipOrder(tx, order.id, `${courier} ${String(7_730_000_000_000 + seq.n * 104_729).slice(0, 13)}`, shippedAt);
    // The shipping message was read when it came: the demo accounts' unread counts stay those of
    // accounts.ts, which other screens' tests rely on.
    await tx.update(messages).set({ readAt: new Date(shippedAt.getTime() + HOUR_MS) })
      .where(and(eq(messages.userId, user.id), like(messages.link, `%#order-${order.id}`)));
  }
  if (o.status === 'completed') {
    await tx.update(giftOrders).set({ status: 'completed', completedAt: at(o.daysAgo - 5, 18) }).where(eq(giftOrders.id, order.id));
  }
}

export async function seedGiftStore(tx: Tx, now: number): Promise<void> {
  const byKey = await insertGifts(tx);
  await awardAcceptedEntries(tx);
  const seq = { n: 0 };
  for (const plan of PLANS) {
    const target = DEMO_USERS.find((u) => u.phone === plan.phone)?.points ?? 0;
    await seedAccount(tx, plan, target, byKey, now, seq);
  }
}
