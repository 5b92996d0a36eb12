// The demo learner's study record (13800000000), for the course pages and the study centre: one paid
// course half-way through, one free course finished, one just enrolled. Runs right after the content
// is loaded; rows that already exist are left alone.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { courseEnrolments, videoProgress } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { lessonsInOrder, progressRow } from './lessons';

export const DEMO_LEARNER_PHONE = '13800000000';

/** [course id, days since enrolment, lessons finished (all: -1), seconds into the next lesson]. */
export const DEMO_STUDY: readonly (readonly [courseId: number, daysAgo: number, finished: number, position: number])[] = [
  [5, 20, 3, 3], // 高血压基层诊疗指南精讲 (paid): in progress, stopped 3 s into lesson 4
  [26, 45, -1, 0], // 老年人多重用药管理 (free): every lesson finished
  [10, 2, 0, 0], // 常用腧穴定位与针刺技术 (free): just enrolled
];

const DAY_MS = 86_400_000;

export async function seedStudy(db: Db, now = Date.now()): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_LEARNER_PHONE)).limit(1);
  if (!user) return;
  for (const [courseId, daysAgo, finishedCount, position] of DEMO_STUDY) {
    const enrolledAt = now - daysAgo * DAY_MS;
    await db
      .insert(courseEnrolments)
      .values({ courseId, userId: user.id, createdAt: new Date(enrolledAt) })
      .onConflictDoNothing();
    const videos = await lessonsInOrder(db, courseId);
    const done = finishedCount < 0 ? videos.length : finishedCount;
    const rows = videos.slice(0, done + (position > 0 ? 1 : 0)).map((v, i) => {
      const isFinished = i < done;
      // One lesson a day after enrolling, the one in progress most recently.
      const updatedAt = new Date(Math.min(now - 3_600_000, enrolledAt + (i + 1) * DAY_MS));
      return progressRow(v, user.id, isFinished ? v.durationSeconds : position, isFinished, updatedAt);
    });
    if (rows.length) await db.insert(videoProgress).values(rows).onConflictDoNothing();
  }
}
