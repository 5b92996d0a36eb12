// Issuing certificates (issue 4): a course is complete when every one of its lessons is finished, a
// training class when the learner has checked in to every one of its sessions. Call
// issueCertificatesFor(tx, userId) in the transaction that wrote progress or a check-in: it issues what
// has become due, once (unique per user and course/class), with the holder's message and points in the
// same transaction. Calling it again, or concurrently, issues nothing more.
import { and, count, eq, ne, notExists, sql } from 'drizzle-orm';
import { creditLabel } from '@/contract/cert-format';
import type { Tx } from '@/server/db/client';
import { courseEnrolments, courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { SITE } from '@/server/modules/common/site';
import { users } from '@/server/modules/passport/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { createMessage } from '@/server/modules/message/create';
import { awardPoints } from '@/server/modules/points/index';
import { hoursTenthsFromSeconds, parseCredit } from './credit';
import { newCertNumber } from './number';
import { certificates, type CertKind } from './schema';

/** How long a certificate counts after it is issued. */
export const CERT_VALID_YEARS = 3;

export function validUntilFor(issuedAt: Date): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + CERT_VALID_YEARS);
  return until;
}

type Due = { kind: 'course' | 'training'; refId: number; title: string; credit: string; seconds: number; completedAt: Date | null };

export type IssuedCert = { id: number; number: string; kind: CertKind; refId: number; title: string };

const noCertificate = (tx: Tx, userId: number, kind: CertKind, refId: typeof courses.id | typeof trainings.id) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind), eq(certificates.refId, refId))),
  );

/** Enrolled courses with every lesson finished and no certificate yet. */
async function dueCourses(tx: Tx, userId: number): Promise<Due[]> {
  const rows = await tx
    .select({
      refId: courses.id,
      title: courses.title,
      credit: courses.credit,
      seconds: sql<number>`coalesce(sum(${courseVideos.durationSeconds}), 0)`.mapWith(Number),
      lessons: count(courseVideos.id),
      finished: count(videoProgress.id),
      completedAt: sql<Date | null>`max(${videoProgress.updatedAt})`.mapWith(videoProgress.updatedAt),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(courseVideos, eq(courseVideos.courseId, courses.id))
    .leftJoin(
      videoProgress,
      and(eq(videoProgress.videoId, courseVideos.id), eq(videoProgress.userId, userId), eq(videoProgress.isFinished, true)),
    )
    .where(and(eq(courseEnrolments.userId, userId), noCertificate(tx, userId, 'course', courses.id)))
    .groupBy(courses.id)
    .having(sql`count(${videoProgress.id}) = count(${courseVideos.id})`)
    .orderBy(courses.id);
  return rows.map((r) => ({ kind: 'course', ...r }));
}

/** Signed-up classes with a check-in at every session and no certificate yet. */
async function dueTrainings(tx: Tx, userId: number): Promise<Due[]> {
  const rows = await tx
    .select({
      refId: trainings.id,
      title: trainings.title,
      credit: trainings.credit,
      seconds: sql<number>`coalesce(sum(extract(epoch from ${trainingSessions.endAt} - ${trainingSessions.startAt})), 0)`.mapWith(Number),
      completedAt: sql<Date | null>`max(${trainingCheckins.createdAt})`.mapWith(trainingCheckins.createdAt),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .innerJoin(trainingSessions, eq(trainingSessions.trainingId, trainings.id))
    .leftJoin(trainingCheckins, and(eq(trainingCheckins.sessionId, trainingSessions.id), eq(trainingCheckins.userId, userId)))
    .where(
      and(
        eq(trainingSignups.userId, userId),
        ne(trainingSignups.status, 'cancelled'),
        noCertificate(tx, userId, 'training', trainings.id),
      ),
    )
    .groupBy(trainings.id)
    .having(sql`count(${trainingCheckins.id}) = count(${trainingSessions.id})`)
    .orderBy(trainings.id);
  return rows.map((r) => ({ kind: 'training', ...r }));
}

const SOURCE_WORD = { course: '课程', training: '培训班' } as const;
const POINTS_RULE = { course: 'courseFinished', training: 'trainingFullAttendance' } as const;

/**
 * Issues every certificate the user has become due for; returns the new ones (empty when nothing was
 * due or they already exist).
 */
export async function issueCertificatesFor(tx: Tx, userId: number, now = new Date()): Promise<IssuedCert[]> {
  const due = [...(await dueCourses(tx, userId)), ...(await dueTrainings(tx, userId))];
  if (due.length === 0) return [];
  const [user] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const holderName = user.name.trim() || `学员${user.phone.slice(-4)}`;
  const issued: IssuedCert[] = [];
  for (const d of due) {
    const credit = parseCredit(d.credit);
    // The moment the last lesson or check-in was recorded (now, on the live path).
    const issuedAt = d.completedAt && d.completedAt < now ? d.completedAt : now;
    const [row] = await tx
      .insert(certificates)
      .values({
        // 80 random bits: a clash with an existing number is not a practical concern.
        number: newCertNumber(), userId, kind: d.kind, refId: d.refId, title: d.title.slice(0, 120), holderName,
        creditLevel: credit.level, creditType: credit.type, creditTenths: credit.tenths,
        hoursTenths: hoursTenthsFromSeconds(d.seconds), issuer: SITE.name, issuedAt, validUntil: validUntilFor(issuedAt),
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.kind, certificates.refId] })
      .returning({ id: certificates.id, number: certificates.number });
    if (!row) continue; // issued meanwhile by a concurrent request
    const label = creditLabel({ creditLevel: credit.level, creditType: credit.type, credits: credit.tenths / 10 });
    await createMessage(tx, {
      userId,
      title: `恭喜获得${SOURCE_WORD[d.kind]}结业证书`,
      body:
        `您已完成${SOURCE_WORD[d.kind]}《${d.title}》的全部学习${d.kind === 'training' ? '并全勤签到' : ''}，` +
        `获得结业证书${label ? `，授予${label}` : ''}。证书编号：${row.number}，可在“我的证书”中下载。`,
      link: '/user/cert',
      at: issuedAt,
    });
    await awardPoints(tx, userId, POINTS_RULE[d.kind], `${d.kind}:${d.refId}`, d.title.slice(0, 120));
    await awardPoints(tx, userId, 'certificateIssued', `cert:${row.id}`, d.title.slice(0, 120));
    issued.push({ id: row.id, number: row.number, kind: d.kind, refId: d.refId, title: d.title });
  }
  return issued;
}
