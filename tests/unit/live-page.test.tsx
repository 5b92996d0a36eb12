// @vitest-environment jsdom
// The broadcast page (/live/{id}): its 直播介绍 card (内容摘要 once ended) shows only with something in it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiLiveDetail, ApiLiveStatus } from '@/contract/wire/live';
import LiveDetailPage from '@/pages/live/[id]';
import { CommonStoreProvider } from '@/stores/common-store-context';
import { EMPTY_RICH_TEXT, basePageProps } from '@/tests/page-cases';

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/live/5', replace: vi.fn(), push: vi.fn() }) }));

const NOW = 1_700_000_000;

const live = (status: ApiLiveStatus, summary: string, intro: string): ApiLiveDetail => ({
  id: 5, title: '卒中早期识别', cover: '/images/covers/live-1.svg', speaker: '李华', speakerTitle: '主任医师', summary, intro,
  status, startAt: status === 'upcoming' ? NOW + 86_400 : NOW - 7200, endAt: status === 'upcoming' ? NOW + 90_000 : NOW - 1800,
  now: NOW, viewers: 0, playSrc: null, chapters: [], tags: [], bookings: 0, booked: false, related: [],
});

const base = basePageProps();

function renderPage(l: ApiLiveDetail) {
  render(
    <CommonStoreProvider initial={base.common}>
      <LiveDetailPage live={l} {...base} />
    </CommonStoreProvider>,
  );
}

describe.each([
  ['upcoming', '直播介绍'],
  ['ended', '内容摘要'],
] as const)('live page, %s', (status, heading) => {
  const cardHeading = () => screen.queryByRole('heading', { name: heading });

  it.each(EMPTY_RICH_TEXT)(`leaves out ${heading} when the summary is blank and the introduction is %s`, (_name, intro) => {
    renderPage(live(status, ' ', intro));
    expect(cardHeading()).toBeNull();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { level: 1, name: '卒中早期识别' })).toBeTruthy();
  });

  it.each(EMPTY_RICH_TEXT)(`keeps ${heading} for the summary alone, without an empty block, when the introduction is %s`, (_name, intro) => {
    renderPage(live(status, '卒中早期识别与转诊。', intro));
    const section = cardHeading()!.closest('section')!;
    expect(section.textContent).toBe(`${heading}卒中早期识别与转诊。`);
    expect(section.children).toHaveLength(2);
  });

  it.each([
    ['text', '<p>议程：识别、转诊。</p>', '议程：识别、转诊。'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="议程" /></p>', ''],
  ])(`shows ${heading} when the introduction has %s, even with a blank summary`, (_name, intro, text) => {
    renderPage(live(status, '', intro));
    const section = cardHeading()!.closest('section')!;
    expect(section.textContent).toContain(text);
    expect(section.innerHTML).toContain(intro.replace(/ \/>/, '>'));
  });
});
