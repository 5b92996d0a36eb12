// @vitest-environment jsdom
// The lesson page (/video/{id}) while a learner watches: what the API answers to the player's reports is
// what the page shows, without a reload (docs/product.md "Watch time and assessments").
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiVideoDetail, ApiVideoProgress } from '@/contract/wire/course';
import VideoPage from '@/pages/video/[id]';
import { guestUserInfo } from '@/stores/common-store';
import { apiPost, ok } from '@/tests/msw/handlers';
import { server, setupMswServer } from '@/tests/msw/server';
import { basePageProps } from '@/tests/page-cases';

setupMswServer();

const progress = (over: Partial<ApiVideoProgress> = {}): ApiVideoProgress => ({
  position: 50, watched: 50, duration: 60, credited: 50, finished: false, ...over,
});

const lesson = (id: number, title: string, p: ApiVideoProgress | null) => ({
  id, title, durationSeconds: 60, isPreview: false, canWatch: true, progress: p,
});

/** A logged-in, enrolled learner on the first of two lessons; the second is finished already. */
const video: ApiVideoDetail = {
  id: 7, title: '高血压的诊断', durationSeconds: 60, isPreview: false, canWatch: true, src: '/media/demo-1.mp4',
  course: {
    id: 3, title: '慢病管理', cover: '/images/covers/course-1.svg', summary: '基层慢病管理。', price: 0, lecturer: '李华',
    lecturerTitle: '主任医师', publishedAt: 1_700_000_000, hasExam: true,
  },
  chapter: { id: 30, title: '第一章' },
  prev: null,
  next: { id: 8, title: '高血压的治疗' },
  chapters: [{ id: 30, title: '第一章', lessons: [lesson(7, '高血压的诊断', progress()), lesson(8, '高血压的治疗', progress({ watched: 60, finished: true }))] }],
  login: true,
  enrolled: true,
  progress: progress(),
  resumeAt: 50,
};

const base = basePageProps({ ...guestUserInfo, login: true });

function renderPage() {
  render(<VideoPage video={video} {...base} />);
  return screen.getByLabelText('高血压的诊断') as HTMLVideoElement;
}

const playlistEntry = (title: string) =>
  screen.getAllByRole('link').find((a) => a.textContent?.includes(title) && a.closest('aside'))!;

describe('lesson page', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => '');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    // The last report on leaving (after the test, when its handlers are gone) is a beacon, whose answer is not read.
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the lesson as finished once the API answers that it is, without a reload', async () => {
    server.use(
      apiPost('video/play/7', () => ok({ ...progress(), videoId: 7, token: 'a'.repeat(32) })),
      apiPost('video/progress/7', () => ok({ ...progress({ position: 60, watched: 60, credited: 56, finished: true }), videoId: 7 })),
    );
    const player = renderPage();
    expect(within(playlistEntry('高血压的诊断')).getByText('已学83%')).toBeTruthy();
    expect(screen.getByText(/本课程设结业考试，学完全部课时后可参加/)).toBeTruthy();

    Object.defineProperty(player, 'duration', { configurable: true, value: 60 });
    await act(async () => fireEvent(player, new Event('play')));
    // The answer to the start of the session: not finished yet, and the page says so.
    await vi.waitFor(() => expect(within(playlistEntry('高血压的诊断')).getByText('已学83%')).toBeTruthy());

    player.currentTime = 60;
    await act(async () => fireEvent(player, new Event('pause')));
    await vi.waitFor(() => expect(within(playlistEntry('高血压的诊断')).getByText('已学完')).toBeTruthy());
    expect(screen.getByText(/全部课时已学完/)).toBeTruthy();
  });

  it('shows what the API answers, not how far the player got', async () => {
    server.use(
      apiPost('video/play/7', () => ok({ ...progress(), videoId: 7, token: 'b'.repeat(32) })),
      // The server did not credit the time: the lesson is not finished, whatever the player reached.
      apiPost('video/progress/7', () => ok({ ...progress({ position: 60, watched: 54 }), videoId: 7 })),
    );
    const player = renderPage();
    Object.defineProperty(player, 'duration', { configurable: true, value: 60 });
    await act(async () => fireEvent(player, new Event('play')));
    player.currentTime = 60;
    await act(async () => fireEvent(player, new Event('ended')));
    await vi.waitFor(() => expect(within(playlistEntry('高血压的诊断')).getByText('已学90%')).toBeTruthy());
    expect(screen.queryByText(/全部课时已学完/)).toBeNull();
  });
});
