// Demo certificates and study records (/user/cert, /user/study, /cert/verify):
// - every seeded user who already qualifies (finished class attended in full, course with every
//   lesson finished: training-signups.ts, study.ts, scope-rosters.ts) gets their certificates through
//   the same issuing code the live site uses, so messages and points come with them;
// - 13800000001..03 study one free course each (two lessons done, the third started), so their study
//   centres have rows;
// - the academy's offline records: an expired and a revoked certificate for 13800000000 (the
//   verification page's other states) and one valid record for each other demo account.
// Runs last (it reads what the other seeds wrote). Deterministic apart from the random numbers.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { validUntilFor } from '@/server/modules/cert/issue';
import { issueCourseCertificates } from '@/server/modules/course/certificates';
import { issueClassCertificates } from '@/server/modules/exam/class-certificates';
import { newCertNumber } from '@/server/modules/cert/number';
import { certificates } from '@/server/modules/cert/schema';
import { courseEnrolments, courses, videoProgress } from '@/server/modules/course/schema';
import { SITE } from '@/server/modules/common/site';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups } from '@/server/modules/training/schema';
import { DAY_MS } from './text';
import { lessonsInOrder, progressRow } from './lessons';

/** Courses the other demo accounts study, by phone (the first free one of each list is taken). */
const DEMO_COURSES: Record<string, number[]> = {
  '13800000001': [27, 8, 3, 1],
  '13800000002': [37, 38, 39, 40],
  '13800000003': [13, 14, 16, 15],
};

type DemoRecord = {
  phone: string;
  title: string;
  creditLevel: string;
  creditType: 'Ⅰ类' | 'Ⅱ类';
  credits: number;
  hours: number;
  daysAgo: number;
  /** Days until it ends, from issue; default the standard validity. */
  validDays?: number;
  revoked?: { daysAgo: number; reason: string };
};

export const DEMO_RECORDS: DemoRecord[] = [
  {
    phone: '13800000000', title: '全省基层医师慢病管理能力提升培训（线下）', creditLevel: '省级', creditType: 'Ⅱ类',
    credits: 4, hours: 16, daysAgo: 3 * 365 + 60, validDays: 3 * 365,
  },
  {
    phone: '13800000000', title: '急诊急救技能强化培训（线下）', creditLevel: '省级', creditType: 'Ⅰ类',
    credits: 4, hours: 24, daysAgo: 240, revoked: { daysAgo: 30, reason: '培训考核成绩经复核不合格，证书予以撤销。如有异议请联系学院培训部。' },
  },
  { phone: '13800000001', title: '心血管疾病基层防治师资培训（线下）', creditLevel: '国家级', creditType: 'Ⅰ类', credits: 6, hours: 24, daysAgo: 150 },
  { phone: '13800000002', title: '基层培训机构教学管理研修班（线下）', creditLevel: '省级', creditType: 'Ⅱ类', credits: 3, hours: 12, daysAgo: 120 },
  { phone: '13800000003', title: '培训基地建设与管理专题研讨（线下）', creditLevel: '省级', creditType: 'Ⅰ类', credits: 5, hours: 20, daysAgo: 90 },
];

async function seedDemoStudy(tx: Tx, idOf: Map<string, number>, now: number): Promise<void> {
  for (const [phone, preferred] of Object.entries(DEMO_COURSES)) {
    const userId = idOf.get(phone);
    if (!userId) continue;
    const free = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(inArray(courses.id, preferred), eq(courses.priceFen, 0)));
    const courseId = preferred.find((id) => free.some((c) => c.id === id)) ?? preferred[0];
    const enrolledAt = now - 12 * DAY_MS;
    await tx.insert(courseEnrolments).values({ courseId, userId, createdAt: new Date(enrolledAt) }).onConflictDoNothing();
    const videos = await lessonsInOrder(tx, courseId);
    const rows = videos.slice(0, 3).map((v, i) => {
      const isFinished = i < 2;
      return progressRow(v, userId, isFinished ? v.durationSeconds : 3, isFinished, new Date(enrolledAt + (i + 1) * 2 * DAY_MS));
    });
    if (rows.length) await tx.insert(videoProgress).values(rows).onConflictDoNothing();
  }
}

async function seedRecords(tx: Tx, idOf: Map<string, number>, now: number): Promise<void> {
  const rows: (typeof certificates.$inferInsert)[] = [];
  const names = new Map(
    (await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...idOf.values()]))).map((u) => [u.id, u.name]),
  );
  DEMO_RECORDS.forEach((r, i) => {
    const userId = idOf.get(r.phone);
    if (!userId) return;
    const issuedAt = new Date(now - r.daysAgo * DAY_MS);
    rows.push({
      number: newCertNumber(), userId, kind: 'record', refId: i + 1, title: r.title, holderName: names.get(userId) ?? '',
      creditLevel: r.creditLevel, creditType: r.creditType, creditTenths: r.credits * 10, hoursTenths: r.hours * 10,
      issuer: SITE.name, issuedAt,
      validUntil: r.validDays ? new Date(issuedAt.getTime() + r.validDays * DAY_MS) : validUntilFor(issuedAt),
      ...(r.revoked
        ? { status: 'revoked' as const, revokedAt: new Date(now - r.revoked.daysAgo * DAY_MS), revokeReason: r.revoked.reason }
        : {}),
    });
  });
  if (rows.length) await tx.insert(certificates).values(rows).onConflictDoNothing();
}

export async function seedCertificates(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const demo = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, Object.keys(DEMO_COURSES).concat('13800000000')));
    const idOf = new Map(demo.map((u) => [u.phone, u.id]));
    await seedDemoStudy(tx, idOf, now);
    await seedRecords(tx, idOf, now);
    // Everyone with a sign-up or an enrolment may already qualify.
    const signedUp = await tx.selectDistinct({ id: trainingSignups.userId }).from(trainingSignups);
    const enrolled = await tx.selectDistinct({ id: courseEnrolments.userId }).from(courseEnrolments);
    const learners = [...new Set([...signedUp, ...enrolled].map((r) => r.id))].sort((a, b) => a - b);
    for (const userId of learners) {
      await issueCourseCertificates(tx, userId, new Date(now));
      await issueClassCertificates(tx, userId, new Date(now));
    }
  });
}
