// @vitest-environment jsdom
// The competition page (/activity/{id}): its 大赛规则 card shows only when the rules have something in them.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiActivityDetail } from '@/contract/wire/activity';
import ActivityDetailPage from '@/pages/activity/[id]';
import { guestUserInfo } from '@/stores/common-store';
import { EMPTY_RICH_TEXT, basePageProps } from '@/tests/page-cases';

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/activity/2', push: vi.fn() }) }));

const activity = (rules: string): ApiActivityDetail => ({
  id: 2, title: '基层高血压病例大赛', cover: '/images/covers/activity-1.svg', summary: '征集基层高血压管理病例。', organiser: '培训学院',
  status: 'ended', startAt: 1_699_000_000, deadline: 1_699_500_000, endAt: 1_699_900_000, timeline: [], entryCount: 0, rules,
  publishedCount: 0, resultsPublishedAt: null,
});

const base = basePageProps({ ...guestUserInfo, login: true });

function renderPage(rules: string) {
  render(
    <ActivityDetailPage activity={activity(rules)} mine={{ entry: null, canEdit: false }}
      entries={{ list: [], total: 0, page: 1, pageSize: 10 }} today="2023-11-20" title="病例大赛" {...base} />,
  );
}

const rulesHeading = () => screen.queryByRole('heading', { name: '大赛规则' });

describe('activity page', () => {
  it.each(EMPTY_RICH_TEXT)('leaves out 大赛规则 when the rules are %s', (_name, rules) => {
    renderPage(rules);
    expect(rulesHeading()).toBeNull();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { level: 1, name: /基层高血压病例大赛/ })).toBeTruthy();
  });

  it.each([
    ['text', '<p>每人限提交一份作品。</p>', '每人限提交一份作品。'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="评分标准" /></p>', ''],
  ])('shows 大赛规则 when the rules have %s', (_name, rules, text) => {
    renderPage(rules);
    const section = rulesHeading()!.closest('section')!;
    expect(section.textContent).toContain(text);
    expect(section.innerHTML).toContain(rules.replace(/ \/>/, '>'));
  });
});
