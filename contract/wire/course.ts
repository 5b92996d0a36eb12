// Wire types of the featured courses (/course, /course/{id}, /course/success/{id}, /video/{id}): what
// course/* and video/* answer. Times are second-based Unix timestamps; prices whole yuan (fen / 100).
import type { ApiCourseCard, ApiOption, ApiPage } from '@/contract/api-types';

/** Catalogue filters (course/list). */
export const COURSE_PRICES = ['free', 'paid'] as const;
export type ApiCoursePrice = (typeof COURSE_PRICES)[number];
export const COURSE_SORTS = ['newest', 'popular'] as const;
export type ApiCourseSort = (typeof COURSE_SORTS)[number];

/** course/list: one page of cards, and the categories (dictionary courseSubject) to filter by. */
export type ApiCourseList = ApiPage<ApiCourseCard> & { subjects: ApiOption[] };

export type ApiLecturer = {
  id: number;
  name: string;
  /** Professional title, e.g. 主任医师. */
  title: string;
  workUnit: string;
  avatar: string;
  intro: string;
};

/** The visitor's own progress in one video (logged-in users only). */
export type ApiVideoProgress = {
  /** Where playback resumes, seconds. */
  position: number;
  /** Furthest point reached, seconds; on the first viewing the player does not seek past it. */
  watched: number;
  /** The lesson's length, seconds (0: not known yet). */
  duration: number;
  /** Watch time the server credited, seconds (contract/watch.ts). */
  credited: number;
  /** Credited time covered the lesson (contract/watch.ts FINISH_SHARE); seeking is free from then on. */
  finished: boolean;
};

/** A lesson in a course's table of contents. */
export type ApiLesson = {
  id: number;
  title: string;
  /** Listed length of the lesson, seconds. */
  durationSeconds: number;
  /** Free preview of a paid course (the first lesson). */
  isPreview: boolean;
  /** Whether this visitor may play it now (free course, preview, or enrolled). */
  canWatch: boolean;
  progress: ApiVideoProgress | null;
};

export type ApiChapter = { id: number; title: string; lessons: ApiLesson[] };

/** What a course's page and the console's form both carry. */
export type ApiCourseFields = {
  id: number;
  title: string;
  subject: string;
  cover: string;
  /** One-line teaser, plain text. */
  summary: string;
  /** Sanitized rich text (HTML). */
  intro: string;
  /** Whole yuan; 0 is free. */
  price: number;
  /** e.g. 省级II类学分 2分; '' when none. */
  credit: string;
};

/** course/detail/:id. */
export type ApiCourseDetail = ApiCourseFields & {
  subjectName: string;
  learners: number;
  lessons: number;
  /** Sum of the lessons' listed lengths, seconds. */
  totalSeconds: number;
  publishedAt: number;
  lecturer: ApiLecturer;
  chapters: ApiChapter[];
  tags: { id: number; name: string }[];
  /** false for guests. */
  enrolled: boolean;
  /** The lesson to start or go on with: the last one touched, else the first playable one. */
  nextLessonId: number | null;
  /** The course's post-test (issue 11): the certificate needs a pass; null when it has none. */
  exam: { title: string; passScore: number } | null;
};

/** course/enrol/:id. */
export type ApiCourseEnrol = { courseId: number; enrolled: true; enrolledAt: number };

/** course/enrolment/:id: the visitor's own enrolment (404 when there is none). */
export type ApiCourseEnrolment = {
  course: ApiCourseCard & { credit: string };
  enrolledAt: number;
  /** Whole yuan; 0 is free. Payment happens outside the site (see payNote). */
  price: number;
  /** How a paid course is paid, as the academy arranges it; '' for a free course. */
  payNote: string;
  /** Whether the academy has recorded the fee (always true for a free course): the page then says so instead of how to pay. */
  paid: boolean;
  /** Where to start learning. */
  nextLessonId: number | null;
  /** Lessons finished / all lessons. */
  finishedLessons: number;
};

/** A neighbouring lesson (previous / next in the course's order). */
export type ApiLessonLink = { id: number; title: string };

/** video/detail/:id. */
export type ApiVideoDetail = {
  id: number;
  title: string;
  /** Media address (MP4 or HLS .m3u8); null when the visitor may not play it (enrol first). */
  src: string | null;
  durationSeconds: number;
  isPreview: boolean;
  canWatch: boolean;
  course: {
    id: number;
    title: string;
    cover: string;
    summary: string;
    price: number;
    lecturer: string;
    lecturerTitle: string;
    publishedAt: number;
    /** The course has a published post-test (issue 11): the lesson page leads an enrolled learner to it. */
    hasExam: boolean;
  };
  chapter: { id: number; title: string };
  prev: ApiLessonLink | null;
  next: ApiLessonLink | null;
  /** The whole table of contents, for the playlist. */
  chapters: ApiChapter[];
  /** Whether the visitor is logged in (progress is saved only then). */
  login: boolean;
  enrolled: boolean;
  progress: ApiVideoProgress | null;
  /** Where the player should start, seconds: the saved position unless the video was watched to the end. */
  resumeAt: number;
};

/** video/play/:id: the learner's playing session, which supersedes any other (another tab, another lesson). */
export type ApiVideoPlay = ApiVideoProgress & { videoId: number; token: string };

/** video/progress/:id: a heartbeat of that session. */
export type ApiVideoProgressSaved = ApiVideoProgress & { videoId: number };
