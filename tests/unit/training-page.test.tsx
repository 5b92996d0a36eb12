// @vitest-environment jsdom
// The class page (/training/{id}): its 培训大纲 and 报到须知 cards show only when they have something in them.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import TrainingDetailPage from '@/pages/training/[id]';
import { CommonStoreProvider } from '@/stores/common-store-context';
import { EMPTY_RICH_TEXT, basePageProps } from '@/tests/page-cases';

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/training/20', push: vi.fn() }) }));

const training = (syllabus: string, notice: string): ApiTrainingDetail => ({
  id: 20, title: '基层慢病规范化管理培训班', cover: '/images/covers/training-1.svg', summary: '慢病管理实操培训。',
  project: { value: 'chronic', name: '基层慢病规范化管理' }, region: { value: '410100', name: '郑州市' }, status: 'finished',
  canSignup: false, signupEndAt: 1_699_000_000, startAt: 1_699_500_000, endAt: 1_699_600_000, base: null, location: '郑州市第一会议室',
  organiser: '培训学院', audience: '基层医生', credit: '', fee: 0, payMethod: 'onsite', seatsTotal: 50, seatsLeft: 0,
  contactPhone: '0371-55551000', syllabus, notice,
  sessions: [{ id: 1, title: '高血压的规范管理', teacher: '李华', location: '第一会议室', startAt: 1_699_500_000, endAt: 1_699_507_200 }],
  tags: [], files: [], signupFields: [], mySignup: null, myExam: null, closedSignup: null, signupDefaults: null,
});

const base = basePageProps();

function renderPage(t: ApiTrainingDetail) {
  render(
    <CommonStoreProvider initial={base.common}>
      <TrainingDetailPage training={t} formOptions={{ region: [], department: [], jobTitle: [] }} loggedIn={false}
        title="培训班详情" {...base} />
    </CommonStoreProvider>,
  );
}

const heading = (name: string) => screen.queryByRole('heading', { name });
const FILLED = '<p>携带身份证。</p>';

describe.each([
  ['培训大纲', (html: string) => training(html, FILLED)],
  ['报到须知', (html: string) => training(FILLED, html)],
] as const)('training page, %s', (name, withHtml) => {
  it.each(EMPTY_RICH_TEXT)(`leaves out ${name} when it is %s`, (_name, html) => {
    renderPage(withHtml(html));
    expect(heading(name)).toBeNull();
    // The rest of the page is still there, the other card included.
    expect(heading('课程安排')).toBeTruthy();
    expect(screen.getByText('携带身份证。')).toBeTruthy();
  });

  it.each([
    ['text', '<p>掌握高血压的随访管理。</p>', '掌握高血压的随访管理。'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="日程" /></p>', ''],
  ])(`shows ${name} when it has %s`, (_name, html, text) => {
    renderPage(withHtml(html));
    const section = heading(name)!.closest('section')!;
    expect(section.textContent).toContain(text);
    expect(section.innerHTML).toContain(html.replace(/ \/>/, '>'));
  });
});
