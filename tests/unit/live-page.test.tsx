// @vitest-environment jsdom
// The broadcast page (/live/{id}): its 直播介绍 card (内容摘要 once ended) shows only with something in it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiLiveDetail, ApiLiveStatus } from '@/contract/wire/live';
import type { BaseProps } from '@/loaders/page';
import LiveDetailPage from '@/pages/live/[id]';
import { guestUserInfo } from '@/stores/common-store';
import { CommonStoreProvider } from '@/stores/common-store-context';

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/live/5', replace: vi.fn(), push: vi.fn() }) }));

const NOW = 1_700_000_000;

const live = (status: ApiLiveStatus, summary: string, intro: string): ApiLiveDetail => ({
  id: 5, title: '卒中早期识别', cover: '/images/covers/live-1.svg', speaker: '李华', speakerTitle: '主任医师', summary, intro,
  status, startAt: status === 'upcoming' ? NOW + 86_400 : NOW - 7200, endAt: status === 'upcoming' ? NOW + 90_000 : NOW - 1800,
  now: NOW, viewers: 0, playSrc: null, chapters: [], tags: [], bookings: 0, booked: false, related: [],
});

const base: BaseProps = {
  common: { categories: [], userInfo: guestUserInfo },
  site: { name: '河南省基层卫生健康学会培训学院', shortName: '培训学院', description: '', icp: '', phone: '', address: '' },
  siteUrl: 'https://example.org',
};

function renderPage(l: ApiLiveDetail) {
  render(
    <CommonStoreProvider initial={base.common}>
      <LiveDetailPage live={l} {...base} />
    </CommonStoreProvider>,
  );
}

const emptyForms = [
  ['empty', ''],
  ['only spaces and line breaks', ' \n\t '],
  ['an empty paragraph', '<p></p>'],
  ['a paragraph with a line break', '<p><br /></p>'],
  ['non-breaking and ideographic spaces', '<p>\u00a0</p><p>&nbsp;\u3000</p>'],
  ['empty headings and lists', '<h3> </h3><ul><li></li></ul>'],
];

describe.each([
  ['upcoming', '直播介绍'],
  ['ended', '内容摘要'],
] as const)('live page, %s', (status, heading) => {
  const cardHeading = () => screen.queryByRole('heading', { name: heading });

  it.each(emptyForms)(`leaves out ${heading} when the summary is blank and the introduction is %s`, (_name, intro) => {
    renderPage(live(status, ' ', intro));
    expect(cardHeading()).toBeNull();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { level: 1, name: '卒中早期识别' })).toBeTruthy();
  });

  it.each(emptyForms)(`keeps ${heading} for the summary alone, without an empty block, when the introduction is %s`, (_name, intro) => {
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
