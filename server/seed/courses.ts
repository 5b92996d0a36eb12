// Builds lecturers, courses, chapters and videos from data/courses.ts. Each lesson plays a demo video of
// exactly its listed length (server/modules/media/playlist.ts), so the outline, the player's clock and
// the progress saved all agree.
import type { Rng } from './random';
import type { ChapterRow, CourseRow, LecturerRow, VideoRow } from './types';
import { COURSE_OUTLINES, COURSE_SEEDS, MICRO_COURSE, MICRO_COURSE_ID } from './data/courses';
import { CITIES, PROVINCE } from './data/regions';
import { CITY_HOSPITALS, DOCTOR_TITLES } from './data/people';
import { COVERS } from './data/site';
import { demoMediaSrc } from '@/server/modules/media/playlist';
import { DAY_MS, fill, h3, p, personName, ul } from './text';

/** Each subject has its own cover (the cover names the subject). */
const SUBJECT_COVER: Record<string, number> = {
  general: 0, chronic: 1, tcm: 2, emergency: 3, pediatrics: 4, elderly: 5, drugs: 6, publicHealth: 7, nursing: 8, mental: 9,
};
const LECTURER_COUNT = 16;

export function buildLecturers(rng: Rng): LecturerRow[] {
  return Array.from({ length: LECTURER_COUNT }, (_, i) => {
    const city = i < 6 ? CITIES[0] : rng.pick(CITIES);
    const workUnit = fill(rng.pick(CITY_HOSPITALS), { city: city.name });
    const title = rng.pick(DOCTOR_TITLES);
    const name = personName(rng);
    const years = title.startsWith('主任') ? rng.int(22, 35) : title.startsWith('副主任') ? rng.int(14, 24) : rng.int(7, 13);
    return {
      id: i + 1,
      name,
      title,
      workUnit,
      avatar: COVERS.avatar[i % COVERS.avatar.length],
      intro: `${name}，${workUnit}${title}，从事临床工作${years}年，${PROVINCE}基层卫生人才培训省级师资，` +
        `长期承担基层医生带教和继续教育授课任务。`,
    };
  });
}

export function buildCourses(rng: Rng, now: number, lecturers: LecturerRow[]) {
  const courses: CourseRow[] = [];
  const chapters: ChapterRow[] = [];
  const videos: VideoRow[] = [];
  COURSE_SEEDS.forEach(([title, subject, kind, focus, tag], i) => {
    const id = i + 1;
    const lecturer = lecturers[i % lecturers.length];
    const outline = COURSE_OUTLINES[kind];
    let lessons = 0;
    outline.forEach(([chapterTitle, lessonTitles], c) => {
      const chapterId = chapters.length + 1;
      chapters.push({ id: chapterId, courseId: id, title: chapterTitle, sort: c + 1 });
      lessonTitles.forEach((lesson, k) => {
        const durationSeconds = rng.int(8, 35) * 60 + rng.int(0, 59);
        videos.push({
          courseId: id,
          chapterId,
          title: fill(lesson, { f: focus }),
          src: demoMediaSrc(durationSeconds),
          durationSeconds,
          isFree: lessons === 0,
          sort: k + 1,
        });
        lessons++;
      });
    });
    const priceYuan = rng.pick([0, 0, 0, 19.9, 29, 49, 99]);
    courses.push({
      id,
      title,
      subject,
      cover: COVERS.course[SUBJECT_COVER[subject] ?? 0],
      summary: `${lecturer.workUnit}${lecturer.name}${lecturer.title}主讲，共${lessons}讲，系统讲解${focus}的基层实用要点。`,
      intro: [
        h3('课程简介'),
        p(`本课程围绕${focus}，结合最新指南和基层临床实际，由${lecturer.name}${lecturer.title}主讲。` +
          '课程以案例为线索，讲清“怎么看、怎么做、何时转”，适合基层医生利用碎片时间学习。'),
        h3('适合人群'),
        ul(['乡镇卫生院、社区卫生服务中心医生', '乡村医生', '参加全科医生转岗培训的学员']),
        h3('学习收获'),
        ul([`掌握${focus}的核心知识与规范流程`, '能够结合病例进行分析和处理', '完成全部课时并通过测验可获得学分']),
      ].join(''),
      lecturerId: lecturer.id,
      priceFen: Math.round(priceYuan * 100),
      credit: rng.chance(0.5) ? '省级II类学分 2分' : '',
      learners: rng.int(3, 120) * 37,
      isRecommended: i % 5 === 0 || i % 7 === 3,
      publishedAt: new Date(now - (COURSE_SEEDS.length - i) * 9 * DAY_MS - rng.int(0, 8) * DAY_MS),
      tag,
    });
  });
  buildMicroCourse(now, lecturers, { courses, chapters, videos });
  return { courses, chapters, videos };
}

/** The micro-course (data/courses.ts MICRO_COURSE), after the featured ones and without the generator. */
function buildMicroCourse(now: number, lecturers: LecturerRow[], out: { courses: CourseRow[]; chapters: ChapterRow[]; videos: VideoRow[] }) {
  const m = MICRO_COURSE;
  const id = MICRO_COURSE_ID;
  const lecturer = lecturers[(id - 1) % lecturers.length];
  const chapterId = out.chapters.length + 1;
  out.chapters.push({ id: chapterId, courseId: id, title: m.chapter, sort: 1 });
  m.lessons.forEach(([title, durationSeconds], k) => {
    out.videos.push({ courseId: id, chapterId, title, src: demoMediaSrc(durationSeconds), durationSeconds, isFree: k === 0, sort: k + 1 });
  });
  out.courses.push({
    id,
    title: m.title,
    subject: m.subject,
    cover: COVERS.course[SUBJECT_COVER[m.subject] ?? 0],
    summary: `${lecturer.workUnit}${lecturer.name}${lecturer.title}主讲，共${m.lessons.length}讲，每讲不到半分钟，速学医务人员手卫生的时机与方法。`,
    intro: [
      h3('课程简介'),
      p(m.intro.about),
      h3('适合人群'),
      ul(m.intro.audience),
      h3('学习收获'),
      ul(m.intro.gains),
    ].join(''),
    lecturerId: lecturer.id,
    priceFen: 0,
    credit: m.credit,
    learners: m.learners,
    isRecommended: false,
    publishedAt: new Date(now - m.publishedDaysAgo * DAY_MS),
    tag: m.tag,
  });
}
