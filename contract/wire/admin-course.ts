// Wire types and limits of the console's courses, live broadcasts and video uploads (admin/course/*,
// admin/live/*, admin/upload/video). Times are second-based Unix timestamps, prices in yuan.
import type { ApiCourseCard, ApiLiveCard } from '@/contract/api-types';
import type { ApiCourseFields } from './course';
import type { ApiLiveFields } from './live';

export const COURSE_LIMITS = {
  title: 100,
  summary: 300,
  intro: 20_000,
  credit: 60,
  /** Each lesson is five form fields, and a form carries at most 1000 (server/http/form.ts). */
  chapters: 30,
  lessons: 150,
  chapterTitle: 100,
  lessonTitle: 100,
  /** A lesson longer than ten hours is a typo. */
  lessonSeconds: 36_000,
  priceYuan: 100_000,
  tags: 10,
} as const;

export const LIVE_LIMITS = {
  title: 100,
  summary: 300,
  intro: 20_000,
  speaker: 32,
  speakerTitle: 120,
  /** A broadcast longer than a day is a typo. */
  maxSeconds: 86_400,
} as const;

/** Uploaded lesson and replay videos: MP4 or WebM, checked by their bytes, up to this size. */
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** Where an uploaded video is served: /api/med/media/video/<32 hex>.<ext>. */
export const UPLOADED_VIDEO_PATH = /^\/api\/med\/media\/video\/[0-9a-f]{32}\.(mp4|webm)$/;

export type ApiAdminVideoUpload = { src: string; size: number };

export type ApiAdminOption = { value: string; label: string };

export type ApiAdminCourseRow = Pick<ApiCourseCard, 'id' | 'title' | 'lecturer' | 'price' | 'lessons'> & {
  subjectName: string;
  isPublished: boolean;
  enrolments: number;
  updatedAt: number;
};

export type ApiAdminLesson = { id: number; title: string; src: string; durationSeconds: number; isFree: boolean };
export type ApiAdminChapter = { id: number; title: string; lessons: ApiAdminLesson[] };

export type ApiAdminCourse = ApiCourseFields & {
  lecturerId: number;
  isRecommended: boolean;
  isPublished: boolean;
  tagIds: number[];
  chapters: ApiAdminChapter[];
  enrolments: number;
};

/** admin/course/options: what the course form chooses from. */
export type ApiAdminCourseOptions = {
  subjects: ApiAdminOption[];
  lecturers: { id: number; name: string; title: string }[];
  tags: { id: number; name: string }[];
};

export const LIVE_STATES = ['upcoming', 'live', 'ended'] as const;
export type ApiLiveState = (typeof LIVE_STATES)[number];
export const LIVE_STATE_LABELS: Record<ApiLiveState, string> = { upcoming: '未开始', live: '直播中', ended: '已结束（回放）' };

export type ApiAdminLiveRow = Pick<ApiLiveCard, 'id' | 'title' | 'speaker' | 'startAt' | 'endAt'> & {
  state: ApiLiveState;
  hasReplay: boolean;
  isPublished: boolean;
  bookings: number;
};

export type ApiAdminLive = ApiLiveFields & {
  streamSrc: string;
  replaySrc: string;
  isPublished: boolean;
  tagIds: number[];
  state: ApiLiveState;
  bookings: number;
};
