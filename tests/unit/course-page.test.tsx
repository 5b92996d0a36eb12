// @vitest-environment jsdom
// The course page (/course/{id}): its 课程介绍 card shows only when the introduction has something in it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCourseDetail } from '@/contract/wire/course';
import CourseDetailPage from '@/pages/course/[id]';
import { EMPTY_RICH_TEXT, basePageProps } from '@/tests/page-cases';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const course = (intro: string): ApiCourseDetail => ({
  id: 3, title: '慢病管理', subject: 'chronic', cover: '/images/covers/course-2.svg', summary: '基层慢病管理。', intro,
  price: 0, credit: '', subjectName: '慢病管理', learners: 12, lessons: 1, totalSeconds: 60, publishedAt: 1_700_000_000,
  lecturer: { id: 1, name: '李华', title: '主任医师', workUnit: '郑州市中心医院', avatar: '/images/avatars/1.svg', intro: '' },
  chapters: [{ id: 30, title: '第一章', lessons: [{ id: 7, title: '高血压的诊断', durationSeconds: 60, isPreview: false, canWatch: true, progress: null }] }],
  tags: [], enrolled: false, nextLessonId: 7, exam: null,
});

const base = basePageProps();

const introHeading = () => screen.queryByRole('heading', { name: '课程介绍' });

describe('course page', () => {
  it.each(EMPTY_RICH_TEXT)('leaves out 课程介绍 when the introduction is %s', (_name, intro) => {
    render(<CourseDetailPage course={course(intro)} {...base} />);
    expect(introHeading()).toBeNull();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { name: /课程目录/ })).toBeTruthy();
  });

  it.each([
    ['text', '<p>本课程讲解高血压的诊断。</p>', '本课程讲解高血压的诊断。'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="课程海报" /></p>', ''],
  ])('shows 课程介绍 when the introduction has %s', (_name, intro, text) => {
    render(<CourseDetailPage course={course(intro)} {...base} />);
    const section = introHeading()!.closest('section')!;
    expect(section.textContent).toContain(text);
    expect(section.innerHTML).toContain(intro.replace(/ \/>/, '>'));
  });
});
