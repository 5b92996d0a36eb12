// Watch time credited by the server (issue 11; docs/product.md "Watch time").
// video/play/:id starts the learner's one playing session (a new one, in another tab or for another
// lesson, supersedes the old); video/progress/:id is its heartbeat: every HEARTBEAT_SECONDS while
// playing, on pause, at the end and on leaving. The server credits the wall-clock time between two
// heartbeats of that session (watch-credit.ts); a lesson finishes when the credited time covers it, never
// because the client says it ended. Only lessons the learner may play are counted.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiVideoPlay, ApiVideoProgressSaved } from '@/contract/wire/course';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { issueCourseCertificates } from './certificates';
import { canWatchLesson } from './access';
import { isEnrolled } from './queries';
import { videoPlaySessions, videoProgress } from './schema';
import { requireVideo } from './video-detail';
import { creditHeartbeat } from './watch-credit';

/** A day: longer than any lesson; anything beyond is not a real player's report. */
const MAX_SECONDS = 86_400;

/** Seconds as the player reports them (HTMLMediaElement.currentTime): a plain decimal number. */
const zSeconds = (label: string) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, `${label}格式不正确`)
    .transform(Number)
    .refine((n) => n <= MAX_SECONDS, `${label}超出范围`);

const zToken = z.string().regex(/^[0-9a-f]{32}$/, '播放会话无效，请刷新页面后重新播放');

/** The lesson, when this learner may play it (else the matching error). */
async function playableLesson(db: Db, id: number, userId: number) {
  const { course, video } = await requireVideo(db, id);
  if (!canWatchLesson(course, video, await isEnrolled(db, course.id, userId))) {
    throw new ApiError(Code.Forbidden, '报名本课程后才能学习该视频');
  }
  return video;
}

function toWire(videoId: number, row: typeof videoProgress.$inferSelect): ApiVideoProgressSaved {
  return {
    videoId, position: row.positionSeconds, watched: row.watchedSeconds, duration: row.durationSeconds,
    credited: Math.floor(row.creditedMs / 1000), finished: row.isFinished,
  };
}

export const videoPlay = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiVideoPlay> => {
    const userId = session.user.id;
    const video = await playableLesson(db, id, userId);
    const token = randomBytes(16).toString('hex');
    const now = new Date();
    const row = await withTransaction(db, async (tx) => {
      await tx
        .insert(videoPlaySessions)
        .values({ userId, videoId: id, token, playing: true, beatAt: now })
        .onConflictDoUpdate({ target: videoPlaySessions.userId, set: { videoId: id, token, playing: true, beatAt: now } });
      const [saved] = await tx
        .insert(videoProgress)
        .values({ videoId: id, userId, durationSeconds: video.durationSeconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.videoId],
          set: { durationSeconds: video.durationSeconds },
        })
        .returning();
      return saved;
    });
    return { ...toWire(id, row), token };
  },
});

export const ZVideoProgressInput = z.object({
  id: zId,
  token: zToken,
  position: zSeconds('播放位置'),
  // What the player is doing now: time from this heartbeat to the next earns credit only when playing.
  playing: z.enum(['0', '1'], '播放状态不正确').transform((v) => v === '1'),
});
export type TVideoProgressInput = z.output<typeof ZVideoProgressInput>;

export const videoSaveProgress = defineRoute({
  input: ZVideoProgressInput,
  auth: 'user',
  handler: async ({ id, token, position, playing }, { db, session }): Promise<ApiVideoProgressSaved> => {
    const userId = session.user.id;
    const video = await playableLesson(db, id, userId);
    const row = await withTransaction(db, async (tx) => {
      // Locked: two heartbeats of one session at once must not both earn the same interval.
      const [current] = await tx
        .select()
        .from(videoPlaySessions)
        .where(and(eq(videoPlaySessions.userId, userId), eq(videoPlaySessions.token, token), eq(videoPlaySessions.videoId, id)))
        .for('update');
      if (!current) throw new ApiError(Code.Conflict, '您已在其他页面或设备播放课程，本页已停止计时');
      const [stored] = await tx
        .select()
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, id)))
        .for('update');
      const now = new Date();
      const credit = creditHeartbeat(
        current,
        { creditedMs: stored?.creditedMs ?? 0, furthest: stored?.watchedSeconds ?? 0, finished: stored?.isFinished ?? false },
        { position, playing, now },
        video.durationSeconds,
      );
      await tx.update(videoPlaySessions).set({ playing, beatAt: now }).where(eq(videoPlaySessions.userId, userId));
      const values = {
        positionSeconds: credit.position, watchedSeconds: credit.furthest, durationSeconds: video.durationSeconds,
        creditedMs: credit.creditedMs, isFinished: credit.finished, updatedAt: now,
      };
      const [saved] = await tx
        .insert(videoProgress)
        .values({ videoId: id, userId, ...values })
        .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: values })
        .returning();
      // The lesson's finishing and, when it completes the course, its certificate: one transaction.
      if (credit.finished && !stored?.isFinished) await issueCourseCertificates(tx, userId, now);
      return saved;
    });
    return toWire(id, row);
  },
});
