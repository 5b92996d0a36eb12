// video/progress/:id: the player saves where a logged-in learner is (every few seconds while playing,
// on pause and on leaving) and whether they reached the end. The furthest point and "finished" never go
// back. Only lessons the learner may play can be saved.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiVideoProgressSaved } from '@/contract/wire/course';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { issueCourseCertificates } from './certificates';
import { canWatchLesson, isAtEnd } from './access';
import { findEnrolment } from './queries';
import { videoProgress } from './schema';
import { findVideo } from './video-detail';

/** A day: longer than any lesson; anything beyond is not a real player's report. */
const MAX_SECONDS = 86_400;

/** Seconds as the player reports them (HTMLMediaElement.currentTime): a plain decimal number. */
const zSeconds = (label: string) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, `${label}格式不正确`)
    .transform(Number)
    .refine((n) => n <= MAX_SECONDS, `${label}超出范围`);

export const ZVideoProgressInput = z
  .object({
    id: zId,
    position: zSeconds('播放位置'),
    duration: zSeconds('视频时长').refine((n) => n > 0, '视频时长不正确'),
    ended: z.enum(['0', '1'], '播放状态不正确').optional().transform((v) => v === '1'),
  })
  .refine((v) => v.position <= v.duration, { message: '播放位置超出视频时长', path: ['position'] });
export type TVideoProgressInput = z.output<typeof ZVideoProgressInput>;

export const videoSaveProgress = defineRoute({
  input: ZVideoProgressInput,
  auth: 'user',
  handler: async ({ id, position, duration, ended }, { db, session }): Promise<ApiVideoProgressSaved> => {
    const userId = session.user.id;
    const found = await findVideo(db, id);
    if (!found) throw new ApiError(Code.NotFound, '视频不存在');
    const enrolled = Boolean(await findEnrolment(db, found.course.id, userId));
    if (!canWatchLesson(found.course, found.video, enrolled)) {
      throw new ApiError(Code.Forbidden, '报名本课程后才能学习该视频');
    }
    const finished = isAtEnd(position, duration, ended);
    const at = Math.floor(position);
    // The lesson's progress and, when it completes the course, its certificate: one transaction.
    const row = await withTransaction(db, async (tx) => {
      const [saved] = await tx
        .insert(videoProgress)
        .values({
          videoId: id, userId, positionSeconds: at, watchedSeconds: at, durationSeconds: Math.round(duration),
          isFinished: finished, updatedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.videoId],
          set: {
            positionSeconds: at,
            watchedSeconds: sql`greatest(${videoProgress.watchedSeconds}, excluded.watched_seconds)`,
            durationSeconds: Math.round(duration),
            isFinished: sql`${videoProgress.isFinished} or excluded.is_finished`,
            updatedAt: new Date(),
          },
        })
        .returning();
      // Only a report that reaches the end can complete the course.
      if (finished) await issueCourseCertificates(tx, userId);
      return saved;
    });
    return {
      videoId: id, position: row.positionSeconds, watched: row.watchedSeconds, duration: row.durationSeconds,
      finished: row.isFinished,
    };
  },
});
