// The lesson page's watch time and the progress it shows. The player reports to the API (lesson-progress.ts);
// each answer of video/play and video/progress is the server's word on this lesson and replaces its progress
// in the playlist and the page's hints, so a lesson the server has just finished reads 已学完 without a
// reload (docs/product.md "Watch time and assessments": the server decides, never the player).
import { useMemo, useState } from 'react';
import type { ApiChapter, ApiVideoDetail, ApiVideoProgress } from '@/contract/wire/course';
import { createLessonWatchSink } from '@/components/player/lesson-progress';

type Saved = { videoId: number; progress: ApiVideoProgress };

/** The chapters with one lesson's progress replaced. */
export function withLessonProgress(chapters: ApiChapter[], videoId: number, progress: ApiVideoProgress): ApiChapter[] {
  return chapters.map((chapter) =>
    chapter.lessons.some((l) => l.id === videoId)
      ? { ...chapter, lessons: chapter.lessons.map((l) => (l.id === videoId ? { ...l, progress } : l)) }
      : chapter,
  );
}

export function useLessonWatch(video: ApiVideoDetail) {
  const { id, login, canWatch } = video;
  const [saved, setSaved] = useState<Saved | null>(null);
  // New page props (another lesson, or this one loaded again) are newer than any answer kept for the old ones.
  const [propsSeen, setPropsSeen] = useState(video);
  if (propsSeen !== video) {
    setPropsSeen(video);
    setSaved(null);
  }
  // One sink per lesson, and only for a logged-in learner who may play it (guests' progress is not kept).
  const sink = useMemo(
    () => (login && canWatch ? createLessonWatchSink(id, (progress) => setSaved({ videoId: id, progress })) : undefined),
    [id, login, canWatch],
  );
  // An answer for the lesson left behind (a late heartbeat after moving on) is not this lesson's.
  const progress = saved?.videoId === id ? saved.progress : null;
  const chapters = useMemo(
    () => (progress ? withLessonProgress(video.chapters, id, progress) : video.chapters),
    [video.chapters, id, progress],
  );
  // What the player starts from is what the page was loaded with; from then on the player keeps its own.
  const watch = sink ? { sink, furthest: video.progress?.watched ?? 0, finished: video.progress?.finished ?? false } : undefined;
  return { watch, chapters };
}
